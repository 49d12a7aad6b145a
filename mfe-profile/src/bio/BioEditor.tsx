// The bio's edit mode (spec §2, §4): a textarea capped at 120 characters with the live counter,
// Save Bio and Cancel. The parent owns the saved bio; Cancel hands control back unchanged.
import { useUpdateBio } from '@sonic-nexus/api-client';
import { BIO_MAX, bioBody, errorToasts, successToasts } from '@sonic-nexus/contract';
import { cosmicColors, Flex, showFailureToast, showToast, Typography } from '@sonic-nexus/ui';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { bioCounter } from './bio-counter';
import { bioPlaceholders } from './bio-placeholders';

const BIO_FIELD_ID = 'bio-input';

export function BioEditor({ savedBio, onDone }: { savedBio: string; onDone: () => void }) {
  const update = useUpdateBio();
  const [bio, setBio] = useState(savedBio);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const parsed = bioBody.safeParse({ bio });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    update.mutateAsync(parsed.data.bio).then(
      () => {
        showToast({ description: successToasts.bioUpdated.text });
        onDone();
      },
      (failure: unknown) => showFailureToast(errorToasts.updateBio, failure),
    );
  };

  return (
    <Form layout="vertical" onFinish={save} data-testid="bio-editor">
      <Form.Item
        label="Bio"
        htmlFor={BIO_FIELD_ID}
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
        style={{ marginBottom: 4 }}
      >
        <Input.TextArea
          id={BIO_FIELD_ID}
          value={bio}
          maxLength={BIO_MAX}
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={bioPlaceholders.settings}
          aria-describedby="bio-counter"
          autoFocus
          onChange={(event) => {
            setBio(event.target.value);
            setError(null);
          }}
          data-testid="bio-input"
        />
      </Form.Item>
      <Typography.Text style={{ color: cosmicColors.muted }} id="bio-counter" data-testid="bio-counter">
        {bioCounter(bio)}
      </Typography.Text>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-bio-button">
          Save Bio
        </Button>
        <Button onClick={onDone} disabled={update.isPending} data-testid="cancel-bio-button">
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
