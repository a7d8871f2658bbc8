import { Alert } from '@chakra-ui/react';

/** A wired slot whose content is delivered with its own issue. */
export function LaterNote({ text }: { text: string }) {
  return (
    <Alert.Root status="info" variant="subtle" mt="2" data-testid="later-note">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
