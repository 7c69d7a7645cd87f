import { CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY } from '@conectasst/common/api/calendarDay';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** How a day is typed and shown everywhere (pt-BR): dd/mm/aaaa. */
export const DATE_FORMAT = 'DD/MM/YYYY';

interface DateFieldProps {
  id: string;
  /** The day as the API takes it, `aaaa-mm-dd`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

const firstDay = dayjs(CALENDAR_FIRST_DAY);
const lastDay = dayjs(CALENDAR_LAST_DAY);

/**
 * A day picker that shows and accepts dd/mm/aaaa with the pt-BR calendar (antd's DatePicker under the app's pt_BR
 * locale; the browser's native date input followed the browser's language instead, e.g. 08/27/2026). Only the days
 * the API's filters take, 1900 to 2099, can be picked or typed.
 */
export function DateField({ id, value, onChange }: DateFieldProps) {
  const day = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      value={day?.isValid() ? day : null}
      format={DATE_FORMAT}
      minDate={firstDay}
      maxDate={lastDay}
      placeholder="dd/mm/aaaa"
      inputReadOnly={false}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next ? next.format('YYYY-MM-DD') : '')}
    />
  );
}
