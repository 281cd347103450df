import {
  type AssignmentPriority,
  assignLeadsSchema,
  updateAssignmentSchema,
} from '@salesflow/shared/teams/assignment.schema';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  type FieldOf,
  formValidation,
  useValidatedForm,
  type ValidatedForm,
} from '../../../lib/use-validated-form';

/** The assign and reassign dialogs' fields. */
export interface AssignmentFormValues {
  assignedTo: string;
  priority: AssignmentPriority;
  notes: string;
}

const FIELDS = new Map<unknown, keyof AssignmentFormValues>([
  ['assignedTo', 'assignedTo'],
  ['priority', 'priority'],
  ['notes', 'notes'],
]);
const fieldOf: FieldOf<AssignmentFormValues> = (name) => FIELDS.get(name);

export const ASSIGNMENT_FORM_INITIAL: AssignmentFormValues = {
  assignedTo: '',
  priority: 'medium',
  notes: '',
};

/** Assigning leads: the bulk schema the server uses (one contact or many). */
export const validateAssignForm = (contactIds: string[]) => (values: AssignmentFormValues) =>
  formValidation(assignLeadsSchema.safeParse({ ...values, contactIds }), fieldOf, (data) => data);

/** Reassigning: the update schema, sending every field the dialog shows. */
export const validateReassignForm = (values: AssignmentFormValues) =>
  formValidation(
    updateAssignmentSchema.safeParse({ ...values, assignedTo: values.assignedTo || undefined }),
    fieldOf,
    (data) => data,
  );

export const useAssignForm = (contactIds: string[]) =>
  useValidatedForm(ASSIGNMENT_FORM_INITIAL, { validate: validateAssignForm(contactIds), fieldOf });

export const useReassignForm = (initial: AssignmentFormValues) =>
  useValidatedForm(initial, { validate: validateReassignForm, fieldOf });

/**
 * What both dialogs do when the server refuses: field errors beside their fields, and document
 * 2's 'Failed to assign lead' toast (or the server's message).
 */
export const useAssignmentFailure = (
  form: Pick<ValidatedForm<AssignmentFormValues, unknown>, 'showServerErrors'>,
) => {
  const toast = useToast();
  return (error: Error) => {
    if (error instanceof ApiError) form.showServerErrors(error.details);
    toast({
      title: 'Error',
      description: errorMessage(error, 'Failed to assign lead'),
      variant: 'error',
    });
  };
};
