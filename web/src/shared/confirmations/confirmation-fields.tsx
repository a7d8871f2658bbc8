import { Checkbox, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuInfo } from 'react-icons/lu';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  type ConfirmationErrors,
  type ConfirmationFormValues,
  ROLL_CAGE_FIELDS,
} from './confirmation-rules';
import './texts';

interface Props {
  values: ConfirmationFormValues;
  errors: ConfirmationErrors;
  onChange: (next: ConfirmationFormValues, changedPaths: string[]) => void;
  /** Storage and target/actual: not orderable → disabled with a note (public page); staff may still set them. */
  orderable: { storage: boolean; targetActualComparison: boolean };
  lockUnorderable: boolean;
  disabled?: boolean;
  /** Prefix of the data-testids (confirmation- or planning-). */
  testPrefix: string;
}

const ORDERABLE_KEYS: readonly CategoryKey[] = ['storage', 'targetActualComparison'];

/**
 * Categories, the roll-cage counts (only while storage is checked) and the comment of a confirmation
 * (spec 3 §2.5, §5): the public page and the planning edit dialog both use it. Errors are keyed by the
 * server's paths, so a 422 lands under its field.
 */
export function ConfirmationFields({ values, errors, onChange, orderable, lockUnorderable, disabled, testPrefix }: Props) {
  const { t } = useTranslation();
  const isOrderable = (k: CategoryKey) => !ORDERABLE_KEYS.includes(k) || orderable[k as 'storage' | 'targetActualComparison'];
  return (
    <Stack gap="4">
      <Stack gap="2" role="group" aria-label={t('confirmations.categoriesTitle')}>
        <Text fontWeight="semibold">{t('confirmations.categoriesTitle')}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {CATEGORY_KEYS.map((k) => {
            const locked = disabled || (lockUnorderable && !isOrderable(k));
            const error = errors[`categories.${k}`];
            return (
              <Stack key={k} gap="1">
                <Checkbox.Root
                  checked={values.categories[k]}
                  disabled={locked}
                  invalid={!!error}
                  colorPalette="brand"
                  size="lg"
                  data-testid={`${testPrefix}category-${k}`}
                  onCheckedChange={(e) => onChange({ ...values, categories: { ...values.categories, [k]: e.checked === true } }, [`categories.${k}`])}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`confirmations.categories.${k}`)}</Checkbox.Label>
                </Checkbox.Root>
                {!isOrderable(k) && (
                  <Text fontSize="sm" color="fg.muted" ps="8" display="flex" gap="1" alignItems="start" data-testid={`${testPrefix}not-orderable-${k}`}>
                    <LuInfo style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
                    {t('confirmations.notOrderable')}
                  </Text>
                )}
                {error && (
                  <Text fontSize="sm" color="fg.error" ps="8">
                    {error}
                  </Text>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>

      {values.categories.storage && (
        <Stack gap="2" borderWidth="1px" rounded="lg" p="3" bg="bg.subtle" data-testid={`${testPrefix}storage-details`}>
          <Text fontWeight="semibold">{t('confirmations.storageTitle')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('confirmations.storageHint')}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {ROLL_CAGE_FIELDS.map(({ key, path }) => (
              <Field.Root key={key} required invalid={!!errors[path]} disabled={disabled}>
                <Field.Label>
                  {t(`confirmations.fields.${key}`)}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  value={values[key]}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  bg="bg"
                  data-testid={`${testPrefix}${key}`}
                  onChange={(e) => onChange({ ...values, [key]: e.currentTarget.value }, [path])}
                />
                <Field.ErrorText>{errors[path]}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <Field.Root invalid={!!errors.comment} disabled={disabled}>
        <Field.Label>{t('confirmations.fields.comment')}</Field.Label>
        <Textarea
          value={values.comment}
          rows={3}
          autoresize
          placeholder={t('confirmations.commentPlaceholder')}
          data-testid={`${testPrefix}comment`}
          onChange={(e) => onChange({ ...values, comment: e.currentTarget.value }, ['comment'])}
        />
        <Field.ErrorText>{errors.comment}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
