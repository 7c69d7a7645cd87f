import type { FormikProps } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { focusFirstError } from '../lib/screenFocus';

/** What a failed submit is told by: formik's count of submits, whether one runs, and the errors. */
export type SubmitState = Pick<FormikProps<object>, 'submitCount' | 'isSubmitting'> & { errors: object };

/**
 * After a failed submit, the first field in error scrolls into view and takes the focus (issue #35 item 2): the one
 * way every form of the app does it. Put the returned ref on an element around the form's fields; FormikForm and CrudForm do (no antd here: the wizard's
 * first step uses it too).
 */
export function useFocusFirstError<E extends HTMLElement>(formik: SubmitState): RefObject<E | null> {
  const ref = useRef<E>(null);
  const handled = useRef(0);
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (submitCount <= handled.current || isSubmitting || Object.keys(errors).length === 0) return;
    handled.current = submitCount;
    focusFirstError(ref.current);
  }, [submitCount, isSubmitting, errors]);
  return ref;
}
