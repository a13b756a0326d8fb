import { VIDEO_MESSAGES } from '@contracts/video-limits';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { parseDuration } from '../lib/video-file';
import { videoMessage } from '../lib/video-messages';

export type VideoDetails = { title: string; description: string; duration: string; isPublic: boolean };
export const emptyDetails: VideoDetails = { title: '', description: '', duration: '', isPublic: false };

type VideoDetailsFieldsProps = {
  idPrefix: string;
  disabled?: boolean;
};

/**
 * Title, description, duration and the public switch, shared by the From URL and Upload tabs: fields
 * of the tab's form (FormProvider), checked on Add with the spec's messages in the reader's language.
 */
export function VideoDetailsFields({ idPrefix, disabled }: VideoDetailsFieldsProps) {
  const { t } = useLingui();
  const { register, control, formState } = useFormContext<VideoDetails>();
  const { errors } = formState;
  return (
    <>
      <FormField label={t`Title`} error={videoMessage(errors.title?.message)}>
        <Input
          disabled={disabled}
          maxLength={200}
          {...register('title', { validate: (title) => title.trim() !== '' || VIDEO_MESSAGES.title })}
        />
      </FormField>
      <FormField label={t`Description`} optional>
        <Textarea rows={3} disabled={disabled} maxLength={5000} {...register('description')} />
      </FormField>
      <FormField label={t`Duration (minutes)`} optional error={videoMessage(errors.duration?.message)}>
        <Input
          inputMode="numeric"
          disabled={disabled}
          className="max-w-40"
          {...register('duration', { validate: (duration) => parseDuration(duration).error ?? true })}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <Switch
              id={`${idPrefix}-public`}
              checked={field.value}
              disabled={disabled}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Label htmlFor={`${idPrefix}-public`}>
          <Trans>Share with the community (public)</Trans>
        </Label>
      </div>
    </>
  );
}
