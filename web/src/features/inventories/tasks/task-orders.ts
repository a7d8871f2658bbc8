import { useMemo } from 'react';
import { useTaskOrdersQuery } from '@/generated/inventories';
import { type Abilities, can } from '@/shared/session/abilities';
import { byText } from '@inv/domain';

export interface OrderOption {
  id: number;
  name: string;
}

/**
 * The INV orders a task or import may name on a day: the orders running that day (when the user may
 * read orders at all) together with the orders the day's tasks already name.
 */
export function useTaskOrderOptions(date: string, abilities: Abilities, known: readonly OrderOption[], skip = false): { options: OrderOption[]; loading: boolean } {
  const readsOrders = can(abilities, 'readOrders');
  const { data, loading } = useTaskOrdersQuery({ variables: { date }, skip: skip || !readsOrders || !date, fetchPolicy: 'cache-and-network' });
  const options = useMemo(() => {
    const all = new Map<number, string>();
    for (const o of data?.orders.items ?? []) all.set(o.id, o.name);
    for (const o of known) if (!all.has(o.id)) all.set(o.id, o.name);
    return [...all].map(([id, name]) => ({ id, name })).sort(byText((o) => o.name));
  }, [data, known]);
  return { options, loading };
}
