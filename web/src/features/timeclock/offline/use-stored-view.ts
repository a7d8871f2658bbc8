import { startTransition, useEffect, useRef, useState } from 'react';
import { loadView, type OrderView, saveView } from './db';
import { onSettled } from './use-offline-queue';

/**
 * The order page's offline side: the day's stored copy (undefined until read, null when there
 * is none), written after every load and clock answer; the server's state loaded again when the queue
 * settled actions or the connection came back.
 */
export function useStoredView(orderId: number, date: string, fromServer: OrderView | undefined, online: boolean, refetch: () => Promise<unknown>) {
  const [stored, setStored] = useState<OrderView | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    // A transition: the copy matters only offline; read with the server's answer at hand, it must not
    // re-render the whole crew in one blocking task (total blocking time).
    void loadView(orderId, date).then((v) => current && startTransition(() => setStored(v)));
    return () => {
      current = false;
    };
  }, [orderId, date]);
  useEffect(() => {
    if (fromServer) void saveView(orderId, date, fromServer);
  }, [orderId, date, fromServer]);
  useEffect(() => onSettled(() => void refetch().catch(() => undefined)), [refetch]);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void refetch().catch(() => undefined);
    wasOnline.current = online;
  }, [online, refetch]);
  return stored;
}
