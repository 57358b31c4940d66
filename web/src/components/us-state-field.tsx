import { US_STATE_OPTIONS } from '../../../domain/shared/us-states';
import { SelectField, type SelectFieldProps } from './select-field';

const SELECT_STATE = 'Select a state';

/**
 * The state select of the registration and organization forms (spec 3 §3.2). A stored code that is not
 * in the list (the organization's state was free text once) stays shown and selected.
 */
export const UsStateField = (props: Omit<SelectFieldProps, 'options'>) => {
  const known = props.value === '' || US_STATE_OPTIONS.some(([code]) => code === props.value);
  return (
    <SelectField
      {...props}
      options={[
        { value: '', label: SELECT_STATE },
        ...(known ? [] : [{ value: props.value, label: props.value }]),
        ...US_STATE_OPTIONS.map(([code, name]) => ({ value: code, label: name })),
      ]}
    />
  );
};
