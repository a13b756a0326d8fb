import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';

export type VideoDetails = { title: string; description: string; duration: string; isPublic: boolean };
export const emptyDetails: VideoDetails = { title: '', description: '', duration: '', isPublic: false };

type VideoDetailsFieldsProps = {
  idPrefix: string;
  value: VideoDetails;
  onChange: (value: VideoDetails) => void;
  errors: Partial<Record<'title' | 'duration', string>>;
  disabled?: boolean;
};

/** Title, description, duration and the public switch, shared by the From URL and Upload tabs. */
export function VideoDetailsFields({ idPrefix, value, onChange, errors, disabled }: VideoDetailsFieldsProps) {
  const { t } = useLingui();
  const set = (patch: Partial<VideoDetails>) => onChange({ ...value, ...patch });
  return (
    <>
      <FormField label={t`Title`} error={errors.title}>
        <Input
          value={value.title}
          disabled={disabled}
          maxLength={200}
          onChange={(event) => set({ title: event.target.value })}
        />
      </FormField>
      <FormField label={t`Description`} optional>
        <Textarea
          rows={3}
          value={value.description}
          disabled={disabled}
          maxLength={5000}
          onChange={(event) => set({ description: event.target.value })}
        />
      </FormField>
      <FormField label={t`Duration (minutes)`} optional error={errors.duration}>
        <Input
          inputMode="numeric"
          value={value.duration}
          disabled={disabled}
          onChange={(event) => set({ duration: event.target.value })}
          className="max-w-40"
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch
          id={`${idPrefix}-public`}
          checked={value.isPublic}
          disabled={disabled}
          onCheckedChange={(isPublic) => set({ isPublic })}
        />
        <Label htmlFor={`${idPrefix}-public`}>
          <Trans>Share with the community (public)</Trans>
        </Label>
      </div>
    </>
  );
}
