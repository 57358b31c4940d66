import { Icon, NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';

/** A success moment ('Payment Successful', 'Confirmation Completed!') that looks like one: a green tick, not a grey icon. */
export const SuccessState = ({ title, description, action }: Pick<NonIdealStateProps, 'title' | 'description' | 'action'>) => (
  <NonIdealState
    className="success-state"
    iconMuted={false}
    icon={<Icon icon="tick-circle" intent="success" size={64} aria-hidden />}
    title={title}
    description={description}
    action={action}
  />
);
