// A confirm dialog with Cancel and a danger confirm button, as the destructive actions use
// (remove a fire vote, delete a playlist, delete the account). Test ids: `${testId}-cancel` and
// `${testId}-confirm`. antd's Modal is in its later module: downloaded when a dialog first opens,
// then kept mounted so that it can animate closed.
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';

const Modal = lazy(() => import('./antd-modal'));

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: ReactNode;
  /** The confirm call is running: its button shows a spinner. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
  /** Test id on the dialog's root element, for a dialog that tests find as a whole. */
  dialogTestId?: string;
  children: ReactNode;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, confirmLabel, pending, onConfirm, onCancel, testId, dialogTestId, children } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        open={open}
        title={title}
        onCancel={onCancel}
        footer={[
          <Button key="cancel" onClick={onCancel} data-testid={`${testId}-cancel`}>
            Cancel
          </Button>,
          <Button
            key="confirm"
            danger
            type="primary"
            loading={pending}
            onClick={onConfirm}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>,
        ]}
        data-testid={dialogTestId}
      >
        {children}
      </Modal>
    </Suspense>
  );
}
