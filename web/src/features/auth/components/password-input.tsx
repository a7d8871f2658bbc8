import { Box, type HTMLChakraProps, IconButton } from '@chakra-ui/react';
import { type ComponentType, forwardRef, type RefAttributes, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { PlainInput } from './plain-input';

type InputComponent = ComponentType<HTMLChakraProps<'input'> & RefAttributes<HTMLInputElement>>;

interface PasswordInputProps extends Omit<HTMLChakraProps<'input'>, 'type'> {
  showLabel: string;
  hideLabel: string;
  /** Chakra's <Input> inside a <Field.Root> (label, error and ARIA wiring); PlainInput elsewhere. */
  inputAs?: InputComponent;
}

/** A password field with a show/hide toggle (spec 1 §2.2). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { showLabel, hideLabel, inputAs: InputAs = PlainInput, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" w="full">
      <InputAs ref={ref} type={visible ? 'text' : 'password'} pe="10" {...props} />
      <IconButton
        position="absolute"
        top="50%"
        insetEnd="1"
        transform="translateY(-50%)"
        variant="ghost"
        size="sm"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </Box>
  );
});
