import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { installPlainZodMessages } from '@wallcraft/shared/schemas';
import type { z } from 'zod';

// A check a schema names no message for reads as the server words it ("Required", "Must be a number").
installPlainZodMessages();

/**
 * A Mantine form checked by the request schema the server validates with, so a rule and its message live in
 * one place. The form holds what its inputs hold (text, '' for an empty number); `toRequest` turns that into
 * the request, which the schema checks and which onSubmit hands over as it is (the server does the parsing:
 * dollars to cents, '' to null). Messages land on the request's field names, so inputs named like the
 * request's fields (`form.getInputProps('title')`) show their message beside them.
 */
export function useRequestForm<Values extends Record<string, unknown>, Request>({
  schema,
  initialValues,
  toRequest,
  validateInputOnChange = false,
}: {
  schema: z.ZodType;
  initialValues: Values;
  toRequest: (values: Values) => Request;
  /** Check fields as they are typed (e.g. a length limit), not only on submit. */
  validateInputOnChange?: boolean;
}): RequestForm<Values, Request> {
  const resolve = schemaResolver(schema, { sync: true });
  return useForm<Values, Request, FormErrors>({
    initialValues,
    validate: (values) => resolve(toRequest(values)),
    transformValues: toRequest,
    validateInputOnChange,
  });
}

export type RequestForm<Values, Request> = UseFormReturnType<Values, Request, (values: Values) => FormErrors>;
