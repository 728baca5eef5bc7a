@spec-2-registration @spec-3 @spec-5
Feature: The registration steps
  A new consumer verifies their e-mail and mobile number, gives personal, address and financial
  information, passes the basic identity check and then reaches their cards. The three
  information steps carry a progress bar and a Back link, and a step sent again without changes
  does not update the profile.

  Scenario Outline: Progress bar and Back link of the information steps
    Given the consumer is on the <step> step
    Then the registration progress bar shows <progress>
    And Back leads to <back>

    Examples:
      | step                  | progress | back                 |
      | personal information  | 33.33%   | mobile verification  |
      | address information   | 66%      | personal information |
      | financial information | 100%     | address information  |

  Scenario Outline: A step sent again unchanged does not update the profile
    Given a fully registered consumer living in "Paris"
    When the consumer sends the address step with the city <city>
    Then the profile <update>

    Examples:
      | city      | update                     |
      | "Paris"   | is not updated             |
      | " Paris " | is not updated             |
      | "Lyon"    | is updated with the change |

  Rule: A consumer is taken to the first registration step still missing

    Scenario: A new consumer starts with the e-mail verification
      Given a consumer who has just registered
      Then the next registration step is e-mail verification

    Scenario Outline: A consumer is taken to the first step still missing
      Given a registered consumer who is missing <missing>
      Then the next registration step is <step>

      Examples:
        | missing                                 | step                  |
        | the e-mail verification                 | e-mail verification   |
        | the mobile verification                 | mobile verification   |
        | their name                              | personal information  |
        | their surname                           | personal information  |
        | their date of birth                     | personal information  |
        | their address line 1                    | address information   |
        | their city                              | address information   |
        | their postal code                       | address information   |
        | their country                           | address information   |
        | their occupation                        | financial information |
        | their source of funds                   | financial information |
        | the text of their other source of funds | financial information |
        | their nationality                       | financial information |
        | the identity check                      | the identity check    |
        | nothing                                 | my cards              |

    Scenario: The earliest missing step comes first
      Given a registered consumer who is missing the mobile verification
      And the consumer is also missing their city
      Then the next registration step is mobile verification

  Rule: Decision: a name made only of spaces counts as missing; address line 2 and state are optional and never hold a consumer back

    Scenario Outline: Optional and blank answers
      Given a registered consumer whose <field> is <answer>
      Then the next registration step is <step>

      Examples:
        | field          | answer | step                 |
        | name           | ""     | personal information |
        | name           | "   "  | personal information |
        | address line 2 | ""     | my cards             |
        | state          | ""     | my cards             |
