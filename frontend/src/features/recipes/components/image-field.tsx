import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/i18n/server-text';
import { recipeImageProblem } from '@/lib/recipes/upload-recipe-image';

const URL_EXAMPLE = 'https://…';

export const RECIPE_IMAGE_ACCEPT = 'image/jpeg,image/jpg,image/png,image/webp';

const isUploaded = (url: string) => url.startsWith('/api/media/');

type ImageFieldProps = {
  imageUrl: string;
  file: File | null;
  onImageUrlChange: (url: string) => void;
  onFileChange: (file: File | null) => void;
  error?: string;
};

/** A photo as a file (uploaded on save) or a pasted link; a chosen file wins over the link. */
export function ImageField({ imageUrl, file, onImageUrlChange, onFileChange, error }: ImageFieldProps) {
  const id = useId();
  const { t } = useLingui();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (imageUrl.trim() || null);
  const errorId = `${id}-error`;

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        <Trans>
          Image <span className="font-normal text-ink-muted">(optional)</span>
        </Trans>
      </legend>
      {shown ? (
        <div className="flex items-center gap-3">
          <img
            src={shown}
            alt={t`Chosen recipe`}
            className="size-20 rounded-xl object-cover ring-1 ring-cream-300"
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onFileChange(null);
              onImageUrlChange('');
            }}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Remove image</Trans>
          </Button>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-file`} className="font-medium">
          <Trans>Upload an image file</Trans>
        </Label>
        <div className="flex items-center gap-2">
          <ImagePlus aria-hidden="true" className="size-5 shrink-0 text-terracotta-600" />
          <input
            id={`${id}-file`}
            type="file"
            accept={RECIPE_IMAGE_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${id}-types`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = chosen ? recipeImageProblem(chosen) : null;
              if (problem) {
                // The contract's words (SPEC.md's), in the reader's language.
                void serverMessage(problem).then((text) => toast.error(text));
                event.target.value = '';
                return;
              }
              onFileChange(chosen);
            }}
            className="block w-full text-sm text-ink file:me-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-terracotta-50 file:px-3 file:py-2 file:font-semibold file:text-terracotta-800 hover:file:bg-terracotta-100"
          />
        </div>
        <p id={`${id}-types`} className="text-xs text-ink-muted">
          <Trans>JPEG, PNG or WebP, less than 5MB.</Trans>
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-url`} className="font-medium">
          <Trans>Or paste an image URL</Trans>
        </Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder={URL_EXAMPLE}
          value={isUploaded(imageUrl) ? '' : imageUrl}
          disabled={file !== null}
          onChange={(event) => onImageUrlChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
