import { DEPARTMENTS, OTHER, rolesFor } from '@conectasst/common/rules/departmentRules';
import type { FormikProps } from 'formik';
import { FormikSelectWithOther } from './formikControls';

/** The form's names of the four fields (the demand wizard spells them as the API does, onboarding in lower case). */
interface DepartmentRoleNames<T> {
  department: keyof T & string;
  otherDepartment: keyof T & string;
  role: keyof T & string;
  otherRole: keyof T & string;
}

/**
 * Departamento and Cargo (spec §5): a new department clears the role; Cargo is asked only for a department that has
 * roles; 'Outro' in either asks which.
 */
export function DepartmentRoleFields<T extends object>({
  formik,
  names,
}: {
  formik: FormikProps<T>;
  names: DepartmentRoleNames<T>;
}) {
  const department = String((formik.values as Record<string, unknown>)[names.department] ?? '');
  const roles = rolesFor(department);
  return (
    <>
      <FormikSelectWithOther
        formik={formik}
        name={names.department}
        label="Departamento"
        options={DEPARTMENTS}
        onPick={(v) => {
          void formik.setFieldValue(names.department, v);
          void formik.setFieldValue(names.role, '');
        }}
        other={OTHER}
        otherName={names.otherDepartment}
        otherLabel="Qual departamento?"
      />
      {roles.length > 0 ? (
        <FormikSelectWithOther
          formik={formik}
          name={names.role}
          label="Cargo"
          options={roles}
          other={OTHER}
          otherName={names.otherRole}
          otherLabel="Qual cargo?"
        />
      ) : null}
    </>
  );
}
