@spec-2-authorization @spec-4 @spec-5 @spec-9
Feature: Checking sign-in, password reset and one-time codes
  Signing in needs an e-mail address and a password; the password's own rules are checked by the
  server only. A password reset starts from an e-mail address and ends with a new password that
  follows the sign-up rule. One-time and SMS codes have six digits, shown in pairs.

  Scenario Outline: Signing in
    Given a correctly filled-in "sign-in" form
    When the "<field>" field of the form holds "<value>"
    Then the form's answer for the "<field>" field is "<answer>"

    Examples:
      | field    | value        | answer                                                          |
      | E-mail   |              | Please enter the e-mail address of your account.                |
      | E-mail   | jane@example | This does not look like a valid e-mail address. Please check it. |
      | Password |              | Please enter your password.                                     |
      | Password | abc          | accepted                                                        |

  Scenario Outline: Starting a password reset
    Given a correctly filled-in "password reset" form
    When the "E-mail" field of the form holds "<e-mail>"
    Then the form's answer for the "E-mail" field is "<answer>"

    Examples:
      | e-mail           | answer                                                             |
      |                  | Please enter your e-mail address.                                  |
      | jane.example.com | Please enter a valid e-mail address, for example name@example.com. |
      | jane@example.com | accepted                                                           |

  Scenario Outline: Choosing the new password
    Given a correctly filled-in "new password" form
    When the "New password" field of the form holds <length> characters
    Then the form's answer for the "New password" field is "<answer>"
    And the "New password" field of the form notes "<note>"

    Examples:
      | length | answer                                            | note                                           |
      | 7      | Your password must be at least 8 characters long. | nothing                                        |
      | 8      | accepted                                          | nothing                                        |
      | 20     | accepted                                          | You have reached the maximum of 20 characters. |

  Scenario Outline: Dashes appear while the code is typed, and six digits send it
    When the visitor types "<typed>" into the code box
    Then the code box shows "<shown>"
    And the code is <sent>

    Examples:
      | typed    | shown    | sent                         |
      | 1        | 1        | waiting for more digits      |
      | 1234     | 12-34    | waiting for more digits      |
      | 12345    | 12-34-5  | waiting for more digits      |
      | 123456   | 12-34-56 | sent without pressing a button |
      | 1234567  | 12-34-56 | sent without pressing a button |
      | 12-34-56 | 12-34-56 | sent without pressing a button |

  Scenario Outline: The code box takes digits only, and says so when anything else is typed
    When the visitor types "<typed>" into the code box
    Then the code box shows "<shown>"
    And the code box says "<message>"

    Examples:
      | typed    | shown   | message                           |
      | 1a       | 1       | The code can only contain digits. |
      | 12-34-5x | 12-34-5 | The code can only contain digits. |
      | 12ab3    | 12-3    | nothing                           |
      | 12-34    | 12-34   | nothing                           |

  Rule: A code has exactly six digits
    Decision: the dashes the code box puts in do not count; six digits, with or without them, make
    a code.

    Scenario Outline: Checking a code
      Given a correctly filled-in "code" form
      When the "Code" field of the form holds "<code>"
      Then the form's answer for the "Code" field is "<answer>"

      Examples:
        | code     | answer                            |
        | 12-34-5  | The code must have 6 digits.      |
        | 12-34-56 | accepted                          |
        | 123456   | accepted                          |
        | 1234567  | The code must have 6 digits.      |
        |          | The code must have 6 digits.      |

  Rule: A letter in a code is reported before its length
    Decision: the code box keeps letters out (and says why), but a code may arrive with one by
    other ways; a code with a letter gets that message whatever its length.

    Scenario Outline: Letters in a code
      Given a correctly filled-in "code" form
      When the "Code" field of the form holds "<code>"
      Then the form's answer for the "Code" field is "<answer>"

      Examples:
        | code     | answer                            |
        | 12-34-5a | The code can only contain digits. |
        | 1a       | The code can only contain digits. |
