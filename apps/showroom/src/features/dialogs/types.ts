export interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The honeypot: off-screen, out of the tab order, unnamed for people; robots fill it. */
export const honeypotClass = 'absolute -left-[9999px] h-px w-px overflow-hidden';
