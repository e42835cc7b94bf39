// `@dating/shared/forms`: the form fields. Not in the browser entry, which every page downloads whole (a shared
// singleton cannot be tree-shaken); the forms are on lazy pages and dialogs, whose chunks bundle these.
export { TextField, type TextFieldProps } from '../text-field/text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from '../select-field/select-field';
export { Checkbox, type CheckboxProps } from '../checkbox/checkbox';
export { FileInput, type FileInputProps } from '../file-input/file-input';
export { ChipGroup, type ChipGroupProps, type ChipOption } from '../chip-group/chip-group';
