import { Button, Menu, MenuDivider, MenuItem, NonIdealState, PopoverNext, Tag } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MessageReceiptView } from '../../../../../domain/message/message-view';
import { showToast } from '../../../lib/toaster';
import { markAllMessagesRead, markMessageRead, receiptsQueryKey, topicsQueryKey } from '../api/message-receipts';
import { inMenuOrder, useNotifications } from '../api/use-notifications';
import { MESSAGES_TEXTS, preview } from '../messages-texts';
import '../messages.css';

type NotificationsMenuProps = Readonly<{ jobFairId: string; userId: string; seeker: boolean }>;

/**
 * spec 1 §2.4 notifications (every role but Admin): unread first, then newest; a preview of 20 characters
 * with the full text on hover; mark one read or all; at most 325 px of list; the unread count on the bell.
 */
export const NotificationsMenu = ({ jobFairId, userId, seeker }: NotificationsMenuProps) => {
  const queryClient = useQueryClient();
  const receipts = useNotifications(jobFairId, userId, seeker);
  const listKey = receiptsQueryKey(jobFairId, userId);
  const list = receipts.data ?? [];
  const unread = list.filter((receipt) => !receipt.read).length;
  // A read receipt loses its 'Mark read' button (by this menu's click or by a push); had it the focus, the
  // focus would fall to the page and Escape would no longer close the open menu. The menu takes it back.
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (menu.current?.isConnected && document.activeElement === document.body) menu.current.focus();
  }, [receipts.data]);
  const failed = () => showToast({ intent: 'danger', icon: 'error', message: MESSAGES_TEXTS.somethingWentWrong });

  const markOne = useMutation({
    mutationFn: (receipt: MessageReceiptView) => markMessageRead(jobFairId, receipt.messageId),
    onSuccess: (marked) =>
      queryClient.setQueryData<MessageReceiptView[]>(listKey, (rows = []) =>
        inMenuOrder(rows.map((row) => (row.messageId === marked.messageId ? marked : row))),
      ),
    // A receipt that is gone (cleared, or a push for a topic left meanwhile): read the list and topics again.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: topicsQueryKey(jobFairId) });
      failed();
    },
  });
  const markAll = useMutation({
    mutationFn: () => markAllMessagesRead(jobFairId),
    onSuccess: (rows) => queryClient.setQueryData(listKey, rows),
    onError: failed,
  });

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="notifications-menu" data-testid="notifications-menu" ref={menu} tabIndex={-1}>
          <Menu>
            <MenuDivider title={MESSAGES_TEXTS.notifications} />
            <MenuItem
              icon="tick"
              text={MESSAGES_TEXTS.markAllRead}
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
              shouldDismissPopover={false}
            />
            <MenuDivider />
          </Menu>
          {receipts.isError ? (
            <NonIdealState icon="error" title={MESSAGES_TEXTS.loadFailed} />
          ) : list.length === 0 ? (
            <NonIdealState icon="notifications" title={MESSAGES_TEXTS.noNotifications} />
          ) : (
            <Menu className="notifications-menu__list" aria-label={MESSAGES_TEXTS.notifications}>
              {list.map((receipt) => (
                <MenuItem
                  key={receipt.messageId}
                  data-testid="notification"
                  data-read={receipt.read}
                  icon={receipt.read ? 'envelope' : 'notifications'}
                  intent={receipt.read ? 'none' : 'primary'}
                  // spec 1 §2.4: the full text on hover.
                  htmlTitle={receipt.message.message}
                  text={<span className={receipt.read ? undefined : 'notifications-menu__unread'}>{preview(receipt.message.message)}</span>}
                  label={new Date(receipt.createdAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}
                  labelElement={
                    receipt.read ? undefined : (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="tick"
                        aria-label={`${MESSAGES_TEXTS.markRead}: ${preview(receipt.message.message)}`}
                        title={MESSAGES_TEXTS.markRead}
                        onClick={(event) => {
                          event.stopPropagation();
                          markOne.mutate(receipt);
                        }}
                      />
                    )
                  }
                  shouldDismissPopover={false}
                  onClick={() => !receipt.read && markOne.mutate(receipt)}
                />
              ))}
            </Menu>
          )}
        </div>
      }
    >
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={`${MESSAGES_TEXTS.notifications}${unread > 0 ? `, ${MESSAGES_TEXTS.unreadCount(unread)}` : ''}`}
        data-testid="notifications-button"
        // As the end icon, not the text: narrow windows hide the navbar's button texts, never the count.
        endIcon={
          unread > 0 ? (
            <Tag round intent="danger" data-testid="notifications-unread">
              {unread > 99 ? '99+' : unread}
            </Tag>
          ) : undefined
        }
      />
    </PopoverNext>
  );
};
