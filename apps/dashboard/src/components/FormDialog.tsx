import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@carat/ui';
import type { ReactNode } from 'react';

/**
 * A dialog around one form: title and description, the form (`children`, a <form id={formId}> or what
 * holds it), then Cancel and the submit button, which sits outside the form and submits it by its id.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  formId,
  cancelLabel,
  submitLabel,
  submitting,
  submitDisabled,
  contentClassName,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  formId: string;
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** What a list page's "new" dialog takes: it opens and closes with the page and says what it created. */
export interface CreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
  /** The business's currency, for the price fields' labels. */
  currency: string;
}
