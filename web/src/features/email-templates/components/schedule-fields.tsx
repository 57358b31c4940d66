import { Radio, RadioGroup, Switch } from '@blueprintjs/core';
import { DEFAULT_COMPONENT_PATHS, TEMPLATE_LIMITS, type SendRelativeTo } from '../../../../../domain/notification/template-schema';
import { TextField } from '../../../components/text-field';
import { DEFAULT_SCHEDULE } from '../template-form-values';
import { TEMPLATE_TEXTS as T } from '../template-texts';

type ScheduleFieldsProps = Readonly<{
  value: SendRelativeTo | null;
  onChange: (value: SendRelativeTo | null) => void;
  /** Messages by dotted path (sendRelativeTo.offsetMinutes, …). */
  errorOf: (key: string) => string | undefined;
}>;

const DEFAULT_DIRECT_PATH = 'data.startsAt';

/**
 * spec 3 §3 sendRelativeTo and §4: the scheduling toggle. On, the send goes offsetMinutes from a moment in the
 * event (a direct ISO date-time, or date, time and time zone components); off clears it.
 */
export const ScheduleFields = ({ value, onChange, errorOf }: ScheduleFieldsProps) => {
  const offset = value?.offsetMinutes ?? DEFAULT_SCHEDULE.offsetMinutes;
  const setOffset = (text: string) => {
    if (!value) return;
    // A value that is not a number is kept as NaN, so the shared rule names it rather than it being dropped.
    onChange({ ...value, offsetMinutes: text.trim() === '' || text === '-' ? Number.NaN : Number(text) });
  };
  return (
    <fieldset className="template-dialog__schedule">
      <Switch
        label={T.schedule}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? DEFAULT_SCHEDULE : null)}
      />
      {value && (
        <>
          <RadioGroup
            label={T.scheduleMode}
            inline
            selectedValue={value.mode}
            onChange={(event) =>
              onChange(
                event.currentTarget.value === 'direct'
                  ? { mode: 'direct', offsetMinutes: offset, directPath: DEFAULT_DIRECT_PATH }
                  : { mode: 'components', offsetMinutes: offset, componentPaths: { ...DEFAULT_COMPONENT_PATHS } },
              )
            }
          >
            <Radio value="components" label={T.components} />
            <Radio value="direct" label={T.direct} />
          </RadioGroup>
          <TextField
            id="offsetMinutes"
            label={T.offset}
            type="number"
            min={-TEMPLATE_LIMITS.offsetMinutes}
            max={TEMPLATE_LIMITS.offsetMinutes}
            value={Number.isNaN(offset) ? '' : String(offset)}
            onChange={setOffset}
            error={errorOf('sendRelativeTo.offsetMinutes')}
          />
          {value.mode === 'direct' ? (
            <TextField
              id="directPath"
              label={T.directPath}
              value={value.directPath}
              error={errorOf('sendRelativeTo.directPath')}
              onChange={(directPath) => onChange({ ...value, directPath })}
            />
          ) : (
            <div className="template-dialog__paths">
              {(['date', 'time', 'timezone'] as const).map((part) => (
                <TextField
                  key={part}
                  id={`${part}Path`}
                  label={{ date: T.datePath, time: T.timePath, timezone: T.timezonePath }[part]}
                  value={value.componentPaths[part]}
                  error={errorOf(`sendRelativeTo.componentPaths.${part}`)}
                  onChange={(path) => onChange({ ...value, componentPaths: { ...value.componentPaths, [part]: path } })}
                />
              ))}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
};
