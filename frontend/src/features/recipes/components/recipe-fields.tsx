import { INTERFACE_LANGUAGES } from '@contracts/languages';
import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { languageName } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';
import type { RecipeFormValues } from '@/lib/recipes/recipe-form';
import { CategoryPicker } from './category-picker';
import { ImageField } from './image-field';

const URL_EXAMPLE = 'https://…';
const SELECT_CLASSES =
  'block h-11 w-full rounded-xl border border-cream-300 bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-terracotta-500/60';

/** The fields of one recipe block, bound to `recipes.<index>` of the surrounding form. */
export function RecipeFields({ index }: { index: number }) {
  const { register, control, formState } = useFormContext<RecipeFormValues>();
  const errors = formState.errors.recipes?.[index];
  const { t, i18n } = useLingui();
  const reader = intlLocale(i18n.locale as Parameters<typeof intlLocale>[0]);
  const name = <K extends string>(field: K) => `recipes.${index}.${field}` as const;

  return (
    <div className="space-y-4">
      <FormField label={t`Title`} error={errors?.title?.message}>
        <Input autoComplete="off" {...register(name('title'))} />
      </FormField>
      <FormField label={t`Description`} optional error={errors?.description?.message}>
        <Textarea rows={2} {...register(name('description'))} />
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <FormField label={t`Prep (min)`} optional error={errors?.prepTime?.message}>
          <Input inputMode="numeric" {...register(name('prepTime'))} />
        </FormField>
        <FormField label={t`Cook (min)`} optional error={errors?.cookTime?.message}>
          <Input inputMode="numeric" {...register(name('cookTime'))} />
        </FormField>
        <FormField label={t`Servings`} optional error={errors?.servings?.message}>
          <Input inputMode="numeric" {...register(name('servings'))} />
        </FormField>
      </div>
      <FormField
        label={t`Ingredients`}
        optional
        hint={t`One ingredient per line, e.g. 1 1/2 cups flour`}
        error={errors?.ingredients?.message}
      >
        <Textarea rows={5} {...register(name('ingredients'))} />
      </FormField>
      <FormField
        label={t`Instructions`}
        optional
        hint={t`One step per line`}
        error={errors?.instructions?.message}
      >
        <Textarea rows={5} {...register(name('instructions'))} />
      </FormField>
      <Controller
        control={control}
        name={`recipes.${index}.categoryIds`}
        render={({ field }) => <CategoryPicker value={field.value} onChange={field.onChange} />}
      />
      <FormField
        label={t`Tags`}
        optional
        hint={t`Separate with commas or spaces, e.g. #weeknight, family`}
        error={errors?.tags?.message}
      >
        <Input autoComplete="off" {...register(name('tags'))} />
      </FormField>
      <Controller
        control={control}
        name={`recipes.${index}.imageFile`}
        render={({ field: fileField }) => (
          <Controller
            control={control}
            name={`recipes.${index}.imageUrl`}
            render={({ field: urlField }) => (
              <ImageField
                file={fileField.value}
                imageUrl={urlField.value}
                onFileChange={fileField.onChange}
                onImageUrlChange={urlField.onChange}
                error={errors?.imageFile?.message ?? errors?.imageUrl?.message}
              />
            )}
          />
        )}
      />
      <FormField label={t`Source URL`} optional error={errors?.sourceUrl?.message}>
        <Input type="url" inputMode="url" placeholder={URL_EXAMPLE} {...register(name('sourceUrl'))} />
      </FormField>
      <FormField
        label={t`Language`}
        optional
        hint={t`The language the recipe is written in. Hearth reads its ingredients in it.`}
        error={errors?.language?.message}
      >
        <select className={SELECT_CLASSES} {...register(name('language'))}>
          <option value="">{t`Detect automatically`}</option>
          {INTERFACE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageName(language, reader)}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
