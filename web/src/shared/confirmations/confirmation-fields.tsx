import { Checkbox, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuInfo } from 'react-icons/lu';
import { type Bindable, useBinding } from '@/shared/form/binding';
import { type FormStatus, withoutServerError } from '@/shared/form/server-errors';
import { CATEGORY_KEYS, type CategoryKey, type ConfirmationFormValues, ROLL_CAGE_KEYS } from './confirmation-rules';
import './texts';

interface Props {
  /** Storage and target/actual: not orderable → disabled with a note. */
  orderable: { storage: boolean; targetActualComparison: boolean };
  /**
   * true locks a category that is not orderable (the public page); 'unlessSet' leaves one that was
   * already set when the form opened free to be taken off (the planning dialog: the server refuses
   * only switching it on, spec 3 §2.5).
   */
  lockUnorderable: boolean | 'unlessSet';
  disabled?: boolean;
  /** Prefix of the data-testids (confirmation- or planning-). */
  testPrefix: string;
}

const ORDERABLE_KEYS: readonly CategoryKey[] = ['storage', 'targetActualComparison'];

/** A large checkbox bound to a boolean of the form (or controlled), with its error below. */
export function CheckboxField({
  label,
  disabled,
  colorPalette = 'brand',
  size = 'lg',
  testId,
  children,
  ...binding
}: Bindable<boolean> & { label: string; disabled?: boolean; colorPalette?: string; size?: 'md' | 'lg'; testId?: string; children?: ReactNode }) {
  const { value, onChange, error } = useBinding(binding);
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={!!value}
        disabled={disabled}
        invalid={!!error}
        colorPalette={colorPalette}
        size={size}
        data-testid={testId}
        onCheckedChange={(e) => onChange(e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {children}
      {error && (
        <Text fontSize="sm" color="fg.error" ps="8">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function CountField({ name, label, disabled, testId }: { name: string; label: string; disabled?: boolean; testId: string }) {
  const { value, onChange, onBlur, error } = useBinding<string>({ name });
  return (
    <Field.Root required invalid={!!error} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        value={value ?? ''}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        bg="bg"
        data-testid={testId}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Categories, the roll-cage counts (only while storage is checked) and the comment of a confirmation
 * (spec 3 §2.5, §5), bound to the enclosing formik form (ConfirmationFormValues): the public page and
 * the planning edit dialog both use it. A 422 lands under its field through CONFIRMATION_PREFIXES.
 */
export function ConfirmationFields({ orderable, lockUnorderable, disabled, testPrefix }: Props) {
  const { t } = useTranslation();
  const form = useFormikContext<ConfirmationFormValues>();
  const comment = useBinding<string>({ name: 'comment' });
  const isOrderable = (k: CategoryKey) => !ORDERABLE_KEYS.includes(k) || orderable[k as 'storage' | 'targetActualComparison'];
  const locked = (k: CategoryKey) =>
    !isOrderable(k) && (lockUnorderable === true || (lockUnorderable === 'unlessSet' && !form.initialValues.categories[k]));
  // Unchecking storage hides the counts: a server message about them goes with them.
  const storageChanged = (checked: boolean) => {
    if (checked) return;
    let status = form.status as FormStatus | undefined;
    for (const k of ['categories.storage', ...ROLL_CAGE_KEYS]) status = withoutServerError(status, k);
    form.setStatus(status);
  };
  return (
    <Stack gap="4">
      <Stack gap="2" role="group" aria-label={t('confirmations.categoriesTitle')}>
        <Text fontWeight="semibold">{t('confirmations.categoriesTitle')}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {CATEGORY_KEYS.map((k) => (
            <CheckboxField
              key={k}
              name={`categories.${k}`}
              label={t(`confirmations.categories.${k}`)}
              disabled={disabled || locked(k)}
              testId={`${testPrefix}category-${k}`}
              onChange={k === 'storage' ? storageChanged : undefined}
            >
              {!isOrderable(k) && (
                <Text fontSize="sm" color="fg.muted" ps="8" display="flex" gap="1" alignItems="start" data-testid={`${testPrefix}not-orderable-${k}`}>
                  <LuInfo style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
                  {t('confirmations.notOrderable')}
                </Text>
              )}
            </CheckboxField>
          ))}
        </SimpleGrid>
      </Stack>

      {form.values.categories.storage && (
        <Stack gap="2" borderWidth="1px" rounded="lg" p="3" bg="bg.subtle" data-testid={`${testPrefix}storage-details`}>
          <Text fontWeight="semibold">{t('confirmations.storageTitle')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('confirmations.storageHint')}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {ROLL_CAGE_KEYS.map((key) => (
              <CountField key={key} name={key} label={t(`confirmations.fields.${key}`)} disabled={disabled} testId={`${testPrefix}${key}`} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <Field.Root invalid={!!comment.error} disabled={disabled}>
        <Field.Label>{t('confirmations.fields.comment')}</Field.Label>
        <Textarea
          name="comment"
          value={comment.value ?? ''}
          rows={3}
          autoresize
          placeholder={t('confirmations.commentPlaceholder')}
          data-testid={`${testPrefix}comment`}
          onChange={(e) => comment.onChange(e.currentTarget.value)}
          onBlur={comment.onBlur}
        />
        <Field.ErrorText>{comment.error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
