@spec-2-registration @spec-3 @spec-5
Feature: Checking the financial information
  The registration asks for the consumer's occupation, the source of the funds and the
  nationality, each picked from a list. When the source is "other", the consumer describes it.

  Background:
    Given a correctly filled-in "financial information" form

  Scenario: Complete details can be sent
    Then the form can be sent

  Scenario Outline: Choices from the lists
    When the "<field>" field of the form holds "<value>"
    Then the form's answer for the "<field>" field is "<answer>"

    Examples:
      | field           | value     | answer                                           |
      | Occupation      |           | Please select your occupation.                   |
      | Occupation      | ASTRONAUT | Please select an occupation from the list.       |
      | Occupation      | FREELANCER | accepted                                        |
      | Source of funds |           | Please select the source of your funds.          |
      | Source of funds | RENT      | accepted                                         |
      | Nationality     |           | Please select your nationality.                  |
      | Nationality     | FR        | accepted                                         |

  Rule: Any country of the world can be a nationality
    Decision: nationalities are all the two-letter country codes of the international standard
    (ISO 3166-1), not only the countries where addresses are accepted.

    Scenario Outline: Nationalities
      When the "Nationality" field of the form holds "<nationality>"
      Then the form's answer for the "Nationality" field is "<answer>"

      Examples:
        | nationality | answer                                      |
        | US          | accepted                                    |
        | MA          | accepted                                    |
        | UK          | Please select a nationality from the list.  |

  Rule: Another source of funds needs a short description

    Scenario Outline: Source of funds OTHER
      When the "Source of funds" field of the form holds "OTHER"
      And the "Other source of funds" field of the form holds "<description>"
      Then the form's answer for the "Other source of funds" field is "<answer>"

      Examples:
        | description  | answer                                                      |
        |              | Please describe the source of your funds.                   |
        | Prize money  | accepted                                                    |
        | <b>Prize</b> | This field cannot contain HTML tags (text between < and >). |

    Scenario Outline: Length of the description
      When the "Source of funds" field of the form holds "OTHER"
      And the "Other source of funds" field of the form holds <length> characters
      Then the form's answer for the "Other source of funds" field is "<answer>"

      Examples:
        | length | answer                                                |
        | 50     | accepted                                              |
        | 51     | This description can have at most 50 characters.     |

    Scenario: The description is not needed for a listed source
      When the "Source of funds" field of the form holds "PERSONAL_SAVINGS"
      And the "Other source of funds" field of the form is left empty
      Then the form can be sent
