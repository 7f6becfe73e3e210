/**
 * The order the signup form names its problems in, only the first shown (ACCOUNT-05):
 * matching passwords, the password's length, then a phone of 10 to 15 digits. The browser
 * has refused empty fields and a malformed email before the schema runs (ACCOUNT-04).
 */
const SIGNUP_PROBLEM_ORDER = ['confirmPassword', 'password', 'phoneNumber'];

/**
 * The one message to show, given each failing field's message from the schema. A problem
 * outside the spec's three (a name too long, say) is named after them.
 */
export function firstSignupProblem(messages: Partial<Record<string, string>>): string | undefined {
  const fields = [...SIGNUP_PROBLEM_ORDER, ...Object.keys(messages)];
  return fields.map((field) => messages[field]).find(Boolean);
}
