import { useCallback, useState } from 'react';
import type { BoothGroup } from '../../../../../domain/booth/booth-schema';

// spec 2 §3 Group: the chosen group is remembered per booth in the browser's local storage.
const storageKey = (boothId: string) => `jobfair.selectedGroup.${boothId}`;

const read = (boothId: string): string | null => {
  try {
    return localStorage.getItem(storageKey(boothId));
  } catch {
    return null;
  }
};

/**
 * The group the seeker chose at this booth. A seeker already waiting in one of its groups' queues
 * is in that group whatever was stored, so the page always shows the queue they hold.
 */
export const useSelectedGroup = (boothId: string, groups: readonly BoothGroup[], queuedGroupId: string | null) => {
  const [stored, setStored] = useState<string | null>(() => read(boothId));
  const choose = useCallback(
    (groupId: string | null) => {
      if (groupId) localStorage.setItem(storageKey(boothId), groupId);
      else localStorage.removeItem(storageKey(boothId));
      setStored(groupId);
    },
    [boothId],
  );
  const groupId = queuedGroupId ?? stored;
  const group = groups.find((candidate) => candidate.id === groupId) ?? null;
  return { group, choose };
};
