import type { FormikProps } from 'formik';
import {
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import type { AntdSelect as AntdSelectComponent } from './AntdSelect';
import './lightStep.css';
import { InlineIcon } from '../../../components/InlineIcon';

/*
 * The wizard's first step in plain markup (issue #19, ADR 0128): antd's look from lightStep.css, so the step paints
 * without antd's code and its CSS-in-JS. Only the selects need antd's behaviour (its dropdown): each shows antd's
 * closed look until the requester touches one, then antd's Select (AntdSelect.tsx) takes the place of all three.
 */

/** The formik error of a field once it was touched or the form submitted (as FormikItem shows it). */
export function formikError<T extends object>(formik: FormikProps<T>, name: keyof T & string): string | undefined {
  const touched = (formik.touched as Record<string, unknown>)[name] || formik.submitCount > 0;
  return touched ? ((formik.errors as Record<string, unknown>)[name] as string | undefined) : undefined;
}

/** antd's vertical Form.Item: the label, the control, the error under it. */
export function LightItem({
  htmlFor,
  label,
  error,
  children,
}: {
  htmlFor: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'wz-item wz-item-with-help' : 'wz-item'}>
      <div className="wz-label">
        <label htmlFor={htmlFor} title={label}>
          {label}
        </label>
      </div>
      {children}
      {error ? (
        <div className="wz-explain" id={`${htmlFor}-help`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** antd's Input. */
export function LightInput({
  invalid,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; invalid: boolean }) {
  return (
    <input
      type="text"
      {...props}
      className={invalid ? 'wz-input wz-input-error' : 'wz-input'}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${props.id}-help` : undefined}
    />
  );
}

type AntdSelectModule = { AntdSelect: typeof AntdSelectComponent };
let antdSelect: AntdSelectModule | undefined;
let antdSelectLoading: Promise<void> | undefined;
const antdSelectListeners = new Set<() => void>();

/** Loads antd's Select once for every light select of the page (and again after a failed download). */
function loadAntdSelect(): void {
  antdSelectLoading ??= import('./AntdSelect').then(
    (module) => {
      antdSelect = module;
      antdSelectListeners.forEach((listener) => listener());
    },
    () => {
      antdSelectLoading = undefined;
    },
  );
}

const subscribeAntdSelect = (listener: () => void) => {
  antdSelectListeners.add(listener);
  return () => antdSelectListeners.delete(listener);
};
const useAntdSelect = () => useSyncExternalStore(subscribeAntdSelect, () => antdSelect);

const DownIcon = () => (
  <InlineIcon path="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A select of the first step: antd's closed Select look until antd's Select is loaded, then antd's Select itself.
 * The touch that loads it is kept: a click or Enter/Space/arrow opens the list as soon as it is there, a focus keeps
 * the focus on it.
 */
export function LightSelect({
  id,
  value,
  placeholder,
  options,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  placeholder: string;
  options: readonly string[];
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const loaded = useAntdSelect();
  const [touched, setTouched] = useState<'focus' | 'open' | null>(null);
  if (loaded) {
    return (
      <loaded.AntdSelect
        id={id}
        placeholder={placeholder}
        options={options.map((option) => ({ label: option, value: option }))}
        value={value || undefined}
        onChange={onChange}
        status={invalid ? 'error' : undefined}
        autoFocus={touched !== null}
        defaultOpen={touched === 'open'}
      />
    );
  }
  const wake = (how: 'focus' | 'open') => {
    setTouched((before) => (before === 'open' ? before : how));
    loadAntdSelect();
  };
  return (
    <div className={invalid ? 'wz-select wz-select-error' : 'wz-select'} onClick={() => wake('open')}>
      <div className="wz-select-content">
        {value ? (
          <span className="wz-select-value" title={value}>
            {value}
          </span>
        ) : (
          <span className="wz-select-placeholder">{placeholder}</span>
        )}
        <input
          id={id}
          className="wz-select-input"
          readOnly
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          autoComplete="off"
          value=""
          onFocus={() => wake('focus')}
          onKeyDown={(event) => {
            if (!OPEN_KEYS.has(event.key)) return;
            event.preventDefault();
            wake('open');
          }}
        />
      </div>
      <span className="wz-select-suffix">
        <DownIcon />
      </span>
    </div>
  );
}

/** antd's primary Button, size large, full width; `loading` shows its spinner and ignores clicks. */
export function LightButton({
  loading,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading: boolean }) {
  return (
    <button
      {...props}
      className={loading ? 'wz-button wz-button-loading' : 'wz-button'}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : props.onClick}
    >
      {loading ? <span className="wz-spin" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}

const WarningIcon = () => (
  <InlineIcon path="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
);

/** antd's warning Alert with its icon and one action. */
export function LightWarning({ title, action }: { title: string; action: ReactNode }) {
  return (
    <div className="wz-alert" role="alert">
      <span className="wz-alert-icon">
        <WarningIcon />
      </span>
      <div className="wz-alert-text">{title}</div>
      <div className="wz-alert-action">{action}</div>
    </div>
  );
}
