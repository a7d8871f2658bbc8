import { Alert, Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarPlan, ClockingAction, InType } from '../clocking';

export interface ClockMessage {
  status: 'success' | 'warning' | 'error' | 'info';
  text: string;
  detail?: string;
}

interface ActionBarProps {
  plan: BarPlan;
  count: number;
  /** The request under way, if any: its button shows the progress text (spec 2 §8), the others wait. */
  running: { action: ClockingAction; type?: InType; text: string } | null;
  onRun: (action: ClockingAction, type?: InType) => void;
  onClear: () => void;
}

/**
 * The action area at the bottom of the screen, where the thumb is (spec 2 §2.5 "a full-width clock-in
 * button when something is selected"): the worklog type where one is chosen, then one full-width
 * button; on the clock-out tab the type switches sit beside it.
 */
export function ActionBar({ plan, count, running, onRun, onClear }: ActionBarProps) {
  const { t } = useTranslation();
  const busy = running !== null;
  const isRunning = (action: ClockingAction, type?: InType) => running?.action === action && (action !== 'IN' || running.type === type);
  const choosable = plan.kind === 'in' || plan.kind === 'resume' ? plan.types : [];
  const [type, setType] = useState<InType | null>(choosable[0] ?? null);
  // A type no longer offered for the selection falls back to the first one offered.
  const chosen = type && choosable.includes(type) ? type : (choosable[0] ?? null);

  const primary = (label: string, action: ClockingAction, withType?: InType) => (
    <Button
      colorPalette="brand"
      w="full"
      h="14"
      fontSize="lg"
      fontWeight="bold"
      loading={isRunning(action, withType)}
      loadingText={running?.text}
      disabled={busy}
      onClick={() => onRun(action, withType)}
      data-testid="clock-action"
      data-action={action}
    >
      {label}
    </Button>
  );

  return (
    <Box bg="bg" borderWidth="1px" roundedTop="xl" shadow="0 -4px 16px rgba(0,0,0,0.12)" px="3" pt="2" pb="3" data-testid="action-bar">
      <HStack justify="space-between" mb="1.5">
        <Text fontSize="sm" fontWeight="medium" data-testid="selected-count">
          {t('timeclock.actions.selected', { count })}
        </Text>
        <Button variant="ghost" size="sm" minH="11" onClick={onClear} disabled={busy}>
          {t('timeclock.actions.clear')}
        </Button>
      </HStack>
      <Stack gap="2">
        {choosable.length > 1 && (
          <HStack gap="0" role="radiogroup" aria-label={t('timeclock.actions.type')} borderWidth="1px" rounded="lg" overflow="hidden" data-testid="type-choice">
            {choosable.map((k, i) => (
              <Button
                key={k}
                role="radio"
                aria-checked={chosen === k}
                flex="1"
                h="11"
                rounded="0"
                borderStartWidth={i === 0 ? 0 : '1px'}
                variant={chosen === k ? 'solid' : 'ghost'}
                colorPalette={chosen === k ? 'gray' : undefined}
                disabled={busy}
                onClick={() => setType(k)}
                data-testid={`type-${k}`}
              >
                {t(`timeclock.types.${k}`)}
              </Button>
            ))}
          </HStack>
        )}
        {plan.kind === 'in' && chosen && primary(choosable.length > 1 ? t('timeclock.actions.clockIn') : `${t('timeclock.actions.clockIn')}: ${t(`timeclock.types.${chosen}`)}`, 'IN', chosen)}
        {plan.kind === 'resume' && chosen && primary(t('timeclock.actions.resume'), 'IN', chosen)}
        {plan.kind === 'pause' && primary(t('timeclock.actions.pause'), 'PAUSE')}
        {(plan.kind === 'out' || plan.kind === 'switch') && plan.types.length > 0 && (
          <HStack gap="2">
            {plan.types.map((k) => (
              <Button
                key={k}
                flex="1"
                h="11"
                variant="outline"
                loading={isRunning('IN', k)}
                loadingText={running?.text}
                disabled={busy}
                onClick={() => onRun('IN', k)}
                data-testid={`switch-${k}`}
              >
                {t('timeclock.actions.switchTo', { type: t(`timeclock.types.${k}`) })}
              </Button>
            ))}
          </HStack>
        )}
        {plan.kind === 'out' && primary(t('timeclock.actions.out'), 'OUT')}
        {plan.kind === 'none' && (
          <Text fontSize="sm" color="fg.muted" py="2" data-testid="no-action">
            {t('timeclock.actions.none')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** Result of the last clock request (spec 2 §8), right above the action area; the progress text is on the button. */
export function ClockResult({ message, onClose }: { message: ClockMessage; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status={message.status} variant="solid" shadow="md" rounded="lg" alignItems="center" data-testid="clock-result" data-status={message.status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message.text}</Alert.Title>
        {message.detail && <Alert.Description>{message.detail}</Alert.Description>}
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('timeclock.result.close')} onClick={onClose} />
    </Alert.Root>
  );
}
