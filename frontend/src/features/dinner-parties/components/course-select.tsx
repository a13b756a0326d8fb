import { COURSE_LABELS, COURSE_TYPES, type CourseType } from '@contracts/planning';
import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';

/** The course new recipes go under (SPEC 4: main unless chosen). */
export function CourseSelect({
  value,
  onChange,
  disabled,
}: {
  value: CourseType;
  onChange: (course: CourseType) => void;
  disabled?: boolean;
}) {
  return (
    <FormField label="Course">
      <select
        className={inputClasses}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as CourseType)}
      >
        {COURSE_TYPES.map((course) => (
          <option key={course} value={course}>
            {COURSE_LABELS[course]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
