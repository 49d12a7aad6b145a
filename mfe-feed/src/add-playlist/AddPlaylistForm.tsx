// The add-playlist form (spec §2, §5): live URL preview, platform auto-detection, tag entry and
// the contract's checks, said before submit (a limit as it is passed, an empty required field when
// it is left); 'Submitting...' while pending. Server failures stay toasts.
import { type Playlist, useCreatePlaylist } from '@sonic-nexus/api-client';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_WARN_ABOVE,
  detectPlatform,
  DURATION_MAX,
  DURATION_MIN,
  errorToasts,
  PLATFORM_LABELS,
  PLATFORMS,
  successToasts,
  TITLE_MAX,
  type Platform,
} from '@sonic-nexus/contract';
import { Card, showFailureToast, showMessageToast, TagInput, Typography } from '@sonic-nexus/ui';
import { Button, Form, Input, InputNumber, Select, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { bringIntoView, CLEAR_OF_TOP_BAR } from '../common/bring-into-view';
import { AlbumArtInput } from './AlbumArtInput';
import {
  checkPlaylistForm,
  emptyPlaylistForm,
  fieldError,
  type LiveField,
  type PlaylistFormErrors,
  type PlaylistFormValues,
} from './playlist-form';
import { UrlPreviewStatus } from './UrlPreviewStatus';
import { useUrlPreview } from './use-url-preview';

function fieldStatus(errors: PlaylistFormErrors, field: keyof PlaylistFormValues, errorId?: string) {
  const message = errors[field];
  return message
    ? {
        validateStatus: 'error' as const,
        help: (
          <span id={errorId} data-testid={`error-${field}`}>
            {message}
          </span>
        ),
      }
    : {};
}

/** The control's side of a field's message: marked invalid and described by it (screen readers). */
function invalidProps(errors: PlaylistFormErrors, field: keyof PlaylistFormValues, errorId: string) {
  return errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

const liveFields: ReadonlySet<keyof PlaylistFormValues> = new Set<LiveField>([
  'title',
  'description',
  'platform',
  'durationMinutes',
  'tags',
]);
const isLiveField = (field: keyof PlaylistFormValues): field is LiveField => liveFields.has(field);
const isBlank = (value: unknown) => value === null || value === '' || (Array.isArray(value) && !value.length);

export function AddPlaylistForm({ onSubmitted }: { onSubmitted: (playlist: Playlist) => void }) {
  const [values, setValues] = useState<PlaylistFormValues>(emptyPlaylistForm);
  const [errors, setErrors] = useState<PlaylistFormErrors>({});
  const create = useCreatePlaylist();
  // Opened from the top bar, maybe far down the feed: the form comes on screen, focus in its first
  // field (otherwise nothing visible happens and the keyboard stays on the button).
  const card = useRef<HTMLDivElement>(null);
  const titleInput = useRef<InputRef>(null);
  useEffect(() => bringIntoView(card.current, titleInput.current), []);
  // Each label names its control through htmlFor (screen readers, Playwright's getByLabel).
  const ids = useId();
  const preview = useUrlPreview(values.playlistUrl);
  const detected = detectPlatform(values.playlistUrl);
  const errorId = (field: keyof PlaylistFormValues) => `${ids}-${field}-error`;
  const set = <K extends keyof PlaylistFormValues>(field: K, value: PlaylistFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field's old message goes once it is edited (the URL also decides the platform); a limit
    // passed says so at once, while an emptied field waits until it is left.
    const live = isLiveField(field) && !isBlank(value) ? fieldError(next, field) : undefined;
    setErrors(({ [field]: _edited, ...rest }) => {
      const kept = field === 'playlistUrl' ? { ...rest, platform: undefined } : rest;
      return live ? { ...kept, [field]: live } : kept;
    });
  };
  const leave = (field: LiveField) => {
    const message = fieldError(values, field);
    setErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
  };

  const submit = () => {
    const checked = checkPlaylistForm(values);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: (playlist) => {
        showMessageToast(successToasts.playlistSubmitted);
        setValues(emptyPlaylistForm);
        onSubmitted(playlist);
      },
      onError: (error) => showFailureToast(errorToasts.submitPlaylist, error),
    });
  };

  const descriptionLength = values.description.length;
  return (
    <Card
      ref={card}
      title="Share a Playlist"
      style={{ scrollMarginTop: CLEAR_OF_TOP_BAR }}
      data-testid="add-playlist-form"
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label="Title"
          htmlFor={`${ids}-title`}
          required
          {...fieldStatus(errors, 'title', errorId('title'))}
        >
          <Input
            ref={titleInput}
            id={`${ids}-title`}
            value={values.title}
            maxLength={TITLE_MAX + 20}
            onChange={(e) => set('title', e.target.value)}
            onBlur={() => leave('title')}
            {...invalidProps(errors, 'title', errorId('title'))}
            data-testid="playlist-title-input"
          />
        </Form.Item>
        <Form.Item
          label="Description"
          htmlFor={`${ids}-description`}
          {...fieldStatus(errors, 'description', errorId('description'))}
        >
          <Input.TextArea
            id={`${ids}-description`}
            value={values.description}
            rows={3}
            onChange={(e) => set('description', e.target.value)}
            onBlur={() => leave('description')}
            {...invalidProps(errors, 'description', errorId('description'))}
            data-testid="playlist-description-input"
          />
          <Typography.Text
            type={descriptionLength > DESCRIPTION_WARN_ABOVE ? 'danger' : 'secondary'}
            data-testid="description-counter"
          >
            {descriptionLength}/{DESCRIPTION_MAX}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          label="Playlist URL"
          htmlFor={`${ids}-url`}
          required
          {...fieldStatus(errors, 'playlistUrl')}
        >
          <Input
            id={`${ids}-url`}
            value={values.playlistUrl}
            placeholder="https://open.spotify.com/playlist/..."
            onChange={(e) => set('playlistUrl', e.target.value)}
            data-testid="playlist-url-input"
          />
          <UrlPreviewStatus state={preview} />
        </Form.Item>
        <Form.Item
          label={detected ? 'Platform (Auto-detected)' : 'Platform'}
          htmlFor={`${ids}-platform`}
          required
          {...fieldStatus(errors, 'platform', errorId('platform'))}
        >
          <Select
            id={`${ids}-platform`}
            value={detected ?? values.platform}
            disabled={detected !== null}
            placeholder="Choose a platform"
            onChange={(platform: Platform) => set('platform', platform)}
            onBlur={() => leave('platform')}
            {...invalidProps(errors, 'platform', errorId('platform'))}
            options={PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }))}
            data-testid="playlist-platform-select"
          />
        </Form.Item>
        <Form.Item
          label="Duration (minutes, optional)"
          htmlFor={`${ids}-duration`}
          {...fieldStatus(errors, 'durationMinutes', errorId('durationMinutes'))}
        >
          {/* No min/max here: the box would silently turn 0 into 1 when left. The rule's message
              (1-10000) says what is wrong instead, as it is typed. */}
          <InputNumber
            id={`${ids}-duration`}
            value={values.durationMinutes}
            aria-valuemin={DURATION_MIN}
            aria-valuemax={DURATION_MAX}
            onChange={(value) => set('durationMinutes', typeof value === 'number' ? value : null)}
            {...invalidProps(errors, 'durationMinutes', errorId('durationMinutes'))}
            data-testid="playlist-duration-input"
          />
        </Form.Item>
        <Form.Item label="Tags" htmlFor={`${ids}-tags`} {...fieldStatus(errors, 'tags', errorId('tags'))}>
          <TagInput id={`${ids}-tags`} tags={values.tags} onChange={(tags) => set('tags', tags)} />
        </Form.Item>
        <Form.Item label="Album art" htmlFor={`${ids}-album-art`} {...fieldStatus(errors, 'albumArtUrls')}>
          <AlbumArtInput
            id={`${ids}-album-art`}
            urls={values.albumArtUrls}
            onChange={(urls) => set('albumArtUrls', urls)}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={create.isPending || preview === 'pending' || preview === 'unsupported'}
          data-testid="submit-playlist"
        >
          {create.isPending ? 'Submitting...' : 'Submit Playlist'}
        </Button>
      </Form>
    </Card>
  );
}
