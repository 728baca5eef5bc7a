@spec-2-registration @spec-5 @spec-8 @spec-9
Feature: Checking a changed e-mail address or mobile number
  During verification the consumer may correct the e-mail address or the mobile number. A new
  e-mail address must be valid and differ from the current one; a new mobile number follows the
  sign-up rules.

  Rule: The new e-mail address differs from the current one
    Decision: addresses are compared without regard to capital letters or surrounding spaces.

    Background:
      Given the consumer's current e-mail address is "jane@example.com"
      And a correctly filled-in "e-mail change" form

    Scenario Outline: New e-mail address
      When the "New e-mail" field of the form holds "<e-mail>"
      Then the form's answer for the "New e-mail" field is "<answer>"

      Examples:
        | e-mail                 | answer                                                             |
        | jane.doe@example.com   | accepted                                                           |
        | jane@example.com       | Please enter an e-mail address different from your current one.    |
        | JANE@Example.com       | Please enter an e-mail address different from your current one.    |
        |                        | Please enter your e-mail address.                                  |
        | jane@                  | Please enter a valid e-mail address, for example name@example.com. |

    Scenario: Spaces around the new address do not make it different
      When the "New e-mail" field of the form holds "  Jane@example.com  "
      Then the form's answer for the "New e-mail" field is "Please enter an e-mail address different from your current one."

  Rule: The new mobile number follows the sign-up rules

    Background:
      Given a correctly filled-in "phone change" form

    Scenario: France is the country chosen at first
      Then the dial country preselected in the "phone change" form is "FR"

    Scenario Outline: New mobile number
      When the "Dial country" field of the form holds "<country>"
      And the "Mobile number" field of the form holds "<number>"
      Then the form's answer for the "Mobile number" field is "<answer>"

      Examples:
        | country | number           | answer                                                               |
        | FR      |                  | Please enter your mobile number.                                     |
        | FR      | 12345            | This number is too short. It needs at least 6 digits.                |
        | FR      | 123456           | accepted                                                             |
        | FR      | 123456789012345  | accepted                                                             |
        | FR      | 1234567890123456 | This number is too long. It can have at most 15 digits.              |
        | FR      | 000000           | This number cannot be made of zeros only.                            |
        | FR      | +32 470 12 34 56 | The country code of this number does not match the selected country. |
        | BE      | +32 470 12 34 56 | accepted                                                             |

    Scenario: The dial country must be one the shop serves
      When the "Dial country" field of the form holds "US"
      Then the form's answer for the "Dial country" field is "Please select the country of your mobile number."
