// The hidden file input behind a picture button: one image file; the input is cleared after each
// choice so the same file can be chosen again (spec §4).
import { forwardRef, useImperativeHandle, useRef } from 'react';

export interface PictureFileInputHandle {
  open: () => void;
}

interface PictureFileInputProps {
  onChosen: (file: File) => Promise<void>;
  testId: string;
  label: string;
}

export const PictureFileInput = forwardRef<PictureFileInputHandle, PictureFileInputProps>(
  function PictureFileInput({ onChosen, testId, label }, ref) {
    const input = useRef<HTMLInputElement>(null);
    useImperativeHandle(ref, () => ({ open: () => input.current?.click() }), []);
    return (
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={label}
        tabIndex={-1}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const target = event.currentTarget;
          const file = target.files?.[0];
          if (!file) return;
          void onChosen(file).finally(() => {
            target.value = '';
          });
        }}
      />
    );
  },
);
