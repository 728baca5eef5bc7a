@spec-2-authorization @spec-3 @spec-5 @spec-9
Feature: Checking the sign-up details
  To register, a visitor gives an e-mail address, a mobile number with the country it belongs
  to, a password, and accepts the terms and conditions. Each field that is not right says what
  is wrong with it, one message at a time, starting with the most basic problem.

  Background:
    Given a correctly filled-in "sign-up" form

  Scenario: Complete details can be sent
    Then the form can be sent

  Scenario Outline: The e-mail address
    When the "E-mail" field of the form holds "<e-mail>"
    Then the form's answer for the "E-mail" field is "<answer>"

    Examples:
      | e-mail                 | answer                                                             |
      |                        | Please enter your e-mail address.                                  |
      | jane                   | Please enter a valid e-mail address, for example name@example.com. |
      | jane@example           | Please enter a valid e-mail address, for example name@example.com. |
      | jane @example.com      | Please enter a valid e-mail address, for example name@example.com. |
      | jane.doe@example.com   | accepted                                                           |

  Scenario: Spaces around the e-mail address are ignored
    When the "E-mail" field of the form holds "  jane@example.com  "
    Then the form accepts the "E-mail" field

  Scenario: The terms and conditions must be accepted
    When the terms and conditions box is left unticked
    Then the form's answer for the "Terms and conditions" field is "Please accept the terms and conditions to continue."

  Scenario Outline: The password box says when it is full, rather than dropping keystrokes silently
    When the "Password" field of the form holds <length> characters
    Then the "Password" field of the form notes "<note>"

    Examples:
      | length | note                                           |
      | 19     | nothing                                        |
      | 20     | You have reached the maximum of 20 characters. |

  Rule: The password has 8 to 20 characters, with at least one letter and one number
    Decision: the box that takes the password holds at most 20 characters (the specification's
    secure input), so that is the rule the visitor is told, in the box's hint and in its messages
    alike. The card issuer itself accepts up to 99 characters, so a longer password chosen elsewhere
    still signs in.

    Scenario Outline: Password length
      When the "Password" field of the form holds <length> characters
      Then the form's answer for the "Password" field is "<answer>"

      Examples:
        | length | answer                                            |
        | 7      | Your password must be at least 8 characters long. |
        | 8      | accepted                                          |
        | 20     | accepted                                          |
        | 21     | Your password can be at most 20 characters long.  |

    Scenario Outline: Password content
      When the "Password" field of the form holds "<password>"
      Then the form's answer for the "Password" field is "<answer>"

      Examples:
        | password  | answer                                                                                          |
        |           | Please enter your password.                                                                     |
        | abcdefgh  | Your password must be 8 to 20 characters long and contain at least one letter and one number. |
        | 12345678  | Your password must be 8 to 20 characters long and contain at least one letter and one number. |
        | élève2024 | accepted                                                                                        |

  Rule: The mobile number has 6 to 15 digits and belongs to the chosen country

    Scenario: France is the country chosen at first
      Then the dial country preselected in the "sign-up" form is "FR"

    Scenario Outline: Mobile number length
      When the "Mobile number" field of the form holds <count> digits
      Then the form's answer for the "Mobile number" field is "<answer>"

      Examples:
        | count | answer                                                       |
        | 5     | This number is too short. It needs at least 6 digits.        |
        | 6     | accepted                                                     |
        | 15    | accepted                                                     |
        | 16    | This number is too long. It can have at most 15 digits.      |

    Scenario Outline: Mobile number content
      When the "Mobile number" field of the form holds "<number>"
      Then the form's answer for the "Mobile number" field is "<answer>"

      Examples:
        | number         | answer                                                              |
        |                | Please enter your mobile number.                                    |
        | 00 00 00 00    | This number cannot be made of zeros only.                           |
        | 06-12-34-56-78 | Please use digits and spaces only, with an optional + at the start. |
        | 06 12 34 56 78 | accepted                                                            |
        | 612345678      | accepted                                                            |

  Rule: Spaces in a mobile number do not count towards its length
    Decision: only the digits of the national number count; spaces may be typed anywhere and are
    ignored, and the leading zero of a national number (06 in France) is dropped.

    Scenario Outline: Spaces and leading zeros
      When the "Mobile number" field of the form holds "<number>"
      Then the form's answer for the "Mobile number" field is "<answer>"

      Examples:
        | number        | answer                                                |
        | 1 2 3 4 5     | This number is too short. It needs at least 6 digits. |
        | 1 2 3 4 5 6   | accepted                                              |
        | 0 1 2 3 4 5   | This number is too short. It needs at least 6 digits. |

  Rule: A number typed with a leading + and a dial code must match the chosen country
    Decision: a dial code is only read after a leading +; it must be the chosen country's code,
    and the digits after it are the national number. Without the +, all digits are the national number.

    Scenario Outline: Dial code typed in the number
      When the "Dial country" field of the form holds "<country>"
      And the "Mobile number" field of the form holds "<number>"
      Then the form's answer for the "Mobile number" field is "<answer>"

      Examples:
        | country | number            | answer                                                               |
        | FR      | +33 6 12 34 56 78 | accepted                                                             |
        | FR      | +44 7911 123456   | The country code of this number does not match the selected country. |
        | GB      | +44 7911 123456   | accepted                                                             |
        | BE      | +33 6 12 34 56 78 | The country code of this number does not match the selected country. |
        | FR      | +33 12345         | This number is too short. It needs at least 6 digits.                |

    Scenario Outline: Dial codes of the supported countries
      Then the dial code offered for "<country>" is "<code>"

      Examples:
        | country | code |
        | FR      | +33  |
        | AT      | +43  |
        | BE      | +32  |
        | BG      | +359 |
        | HR      | +385 |
        | CY      | +357 |
        | GB      | +44  |
        | GI      | +350 |

  Rule: The mobile number box keeps digits only while typing
    Decision: the box behaves like a number box: the letter e, plus and minus signs are removed as
    they are typed, and so are leading zeros, since the country's dial code is chosen apart. A number
    written with the chosen country's code (France here) loses that code; one with another country's
    code keeps its plus sign, so that the box can say the code does not match the country.

    Scenario Outline: Typing in the mobile number box
      When the visitor types "<typed>" into the mobile number box
      Then the mobile number box keeps "<kept>"

      Examples:
        | typed             | kept            |
        | 0612345678        | 612345678       |
        | 6e12              | 612             |
        | +33612            | 612             |
        | +33 6 11 22 33 44 | 6 11 22 33 44   |
        | 0033612           | 612             |
        | +44 7700 900123   | +44 7700 900123 |
        | -612              | 612             |
        | 00612             | 612             |
