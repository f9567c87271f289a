/**
 * Every word the contact form says, in the page's language: its labels, the names of its fields in
 * a sentence, and what each rule of src/contact/schema.ts says when a value breaks it. The English
 * messages are the specification's ("First name is required", "Invalid email address") and must not
 * change; the schema keeps the same English for tools and tests, and a unit test holds the two equal.
 *
 * translate() reads the translations that load with the page, so these run while rendering or in an
 * event handler alike; never at module scope. The schema is imported for its types only: zod loads
 * when the visitor starts typing, not with the page.
 */
import {translate} from '@docusaurus/Translate';
import type {ContactField} from '@site/src/contact/limits';
import type {ContactIssue} from '@site/src/contact/schema';

/** The visible label above each field. */
export function fieldLabel(field: ContactField): string {
  switch (field) {
    case 'firstName':
      return translate({
        id: 'form.label.firstName',
        message: 'First name',
        description: 'Label of the contact form field for the given name; also names the field in its messages',
      });
    case 'lastName':
      return translate({
        id: 'form.label.lastName',
        message: 'Last name',
        description: 'Label of the contact form field for the family name; also names the field in its messages',
      });
    case 'email':
      return translate({
        id: 'form.label.email',
        message: 'Work email',
        description: "Label of the contact form field for the visitor's work e-mail address",
      });
    case 'company':
      return translate({
        id: 'form.label.company',
        message: 'Company',
        description: "Label of the contact form field for the visitor's company; also names the field in its messages",
      });
    case 'message':
      return translate({
        id: 'form.label.message',
        message: 'How can we help?',
        description: 'Label of the contact form text box where the visitor writes their message',
      });
  }
}

/**
 * A field named inside a sentence ({field} in a validation message or the length counter). The
 * address and the message have a name of their own there; the other fields go by their label.
 */
export function fieldName(field: ContactField): string {
  switch (field) {
    case 'email':
      return translate({
        id: 'form.fieldName.email',
        message: 'Email',
        description:
          'The work e-mail field of the contact form, named in a validation message ("Email must be at most 255 characters")',
      });
    case 'message':
      return translate({
        id: 'form.fieldName.message',
        message: 'Message',
        description:
          'The message text box of the contact form, named in a validation message ("Message must be at most 1000 characters") and in its length counter',
      });
    default:
      return fieldLabel(field);
  }
}

const SPEC = 'The specification quotes this English wording: keep the English as it is.';

/** What the form says when a value breaks a rule, shown as the validation toast's message. */
export function issueMessage(issue: ContactIssue): string {
  switch (issue.rule) {
    case 'required':
      return requiredMessage(issue.field);
    case 'invalidEmail':
      return translate({
        id: 'form.validation.invalidEmail',
        message: 'Invalid email address',
        description: `Contact form: the work e-mail is missing or is not an e-mail address. ${SPEC}`,
      });
    case 'controlCharacter':
      return translate(
        {
          id: 'form.validation.controlCharacter',
          message: '{field} contains an invisible control character. Please retype it.',
          description:
            'Contact form: a value holds a character that cannot be seen (often pasted). {field} is the field\'s name ("First name", "Company", "Message")',
        },
        {field: fieldName(issue.field)},
      );
    case 'tooLong':
      return translate(
        {
          id: 'form.validation.tooLong',
          message: '{field} must be at most {limit} characters',
          description:
            'Contact form: a value is too long. {field} is the field\'s name ("First name", "Email", "Message"), {limit} the number of characters allowed',
        },
        {field: fieldName(issue.field), limit: issue.limit},
      );
  }
}

function requiredMessage(field: Exclude<ContactField, 'email'>): string {
  switch (field) {
    case 'firstName':
      return translate({
        id: 'form.validation.firstNameRequired',
        message: 'First name is required',
        description: `Contact form: the first name was left empty. ${SPEC}`,
      });
    case 'lastName':
      return translate({
        id: 'form.validation.lastNameRequired',
        message: 'Last name is required',
        description: `Contact form: the last name was left empty. ${SPEC}`,
      });
    case 'company':
      return translate({
        id: 'form.validation.companyRequired',
        message: 'Company is required',
        description: `Contact form: the company was left empty. ${SPEC}`,
      });
    case 'message':
      return translate({
        id: 'form.validation.messageRequired',
        message: 'Message is required',
        description: `Contact form: the message was left empty. ${SPEC}`,
      });
  }
}
