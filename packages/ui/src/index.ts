export type {
  AccordionContentProps,
  AccordionItemProps,
  AccordionProps,
  AccordionTriggerProps,
} from './components/Accordion.tsx';
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './components/Accordion.tsx';
export { Avatar, type AvatarProps, initials } from './components/Avatar.tsx';
export { Badge, type BadgeProps, badgeVariants } from './components/Badge.tsx';
export { Button, type ButtonProps, buttonVariants } from './components/Button.tsx';
export { Calendar, type CalendarLocale, type CalendarProps, type Matcher } from './components/Calendar.tsx';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './components/Card.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/Dialog.tsx';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './components/DropdownMenu.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState.tsx';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './components/FormField.tsx';
export { Input, type InputProps } from './components/Input.tsx';
export { Label, type LabelProps } from './components/Label.tsx';
export { Progress, type ProgressProps } from './components/Progress.tsx';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  type SelectTriggerProps,
  SelectValue,
} from './components/Select.tsx';
export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetOverlay,
  SheetPortal,
  SheetTitle,
  SheetTrigger,
} from './components/Sheet.tsx';
export { SignaturePad, type SignaturePadProps } from './components/SignaturePad.tsx';
export { Skeleton } from './components/Skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner.tsx';
export { Switch, type SwitchProps } from './components/Switch.tsx';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  type TableProps,
  TableRow,
} from './components/Table.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/Tabs.tsx';
export { Textarea, type TextareaProps } from './components/Textarea.tsx';
export {
  applyTheme,
  isTheme,
  type ResolvedTheme,
  readStoredTheme,
  THEME_STORAGE_KEY,
  THEMES,
  type Theme,
  type ThemeContextValue,
  ThemeProvider,
  type ThemeProviderProps,
  themeInitScript,
  useTheme,
} from './components/ThemeProvider.tsx';
export { Toaster, type ToasterProps, toast } from './components/Toaster.tsx';
export {
  Tooltip,
  TooltipContent,
  type TooltipContentProps,
  TooltipProvider,
  TooltipTrigger,
} from './components/Tooltip.tsx';
export { cn } from './utils/cn.ts';
