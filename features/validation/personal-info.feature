@spec-2-registration @spec-5 @spec-9
Feature: Checking the personal information
  The registration asks for the consumer's name, surname and date of birth. Names take letters,
  accented Latin letters included, and a few punctuation signs; the consumer must be 18 or over.

  Background:
    Given a correctly filled-in "personal information" form

  Scenario: Complete details can be sent
    Then the form can be sent

  Scenario Outline: Name and surname length
    When the "<field>" field of the form holds <length> characters
    Then the form's answer for the "<field>" field is "<answer>"

    Examples:
      | field   | length | answer                                           |
      | Name    | 20     | accepted                                         |
      | Name    | 21     | Your first name can have at most 20 characters.  |
      | Surname | 20     | accepted                                         |
      | Surname | 21     | Your last name can have at most 20 characters.   |

  Scenario Outline: Characters in a name
    When the "Name" field of the form holds "<name>"
    Then the form's answer for the "Name" field is "<answer>"

    Examples:
      | name           | answer                                                                                 |
      |                | Please enter your first name.                                                          |
      | Jean-Édouard   | accepted                                                                               |
      | O'Brien        | accepted                                                                               |
      | Dr. Smith, Jr. | accepted                                                                               |
      | Łukasz         | accepted                                                                               |
      | Jane2          | Please use letters only, with spaces, commas, full stops, apostrophes or hyphens if needed. |
      | <b>Jane</b>    | Please use letters only, with spaces, commas, full stops, apostrophes or hyphens if needed. |

  Rule: The typographic apostrophe counts as an apostrophe
    Decision: phones often type ’ instead of '; both are accepted in names, and spaces around a
    name are ignored.

    Scenario: A name typed on a phone
      When the "Surname" field of the form holds "D’Artagnan"
      Then the form accepts the "Surname" field

  Rule: The consumer is at least 18 on the day the details are checked

    Scenario Outline: Age on 15 June 2024
      Given the personal information is checked on "15/06/2024"
      When the "Date of birth" field of the form holds "<born>"
      Then the form's answer for the "Date of birth" field is "<answer>"

      Examples:
        | born       | answer                                                 |
        | 16/06/2006 | You must be at least 18 years old to register.         |
        | 15/06/2006 | accepted                                               |
        | 2006-06-15 | accepted                                               |
        | 01/01/2030 | You must be at least 18 years old to register.         |
        | 31/02/2000 | Please enter a real date in the format DD/MM/YYYY.     |
        | 15.06.2006 | Please enter a real date in the format DD/MM/YYYY.     |
        |            | Please enter your date of birth.                       |

  Rule: Someone born on 29 February turns 18 on 1 March in a common year
    Decision: the 18th birthday of a 29 February birth in a year without 29 February is 1 March,
    the first day on which 18 full years have passed.

    Scenario Outline: Born on 29 February 2004
      Given the personal information is checked on "<checked on>"
      When the "Date of birth" field of the form holds "29/02/2004"
      Then the form's answer for the "Date of birth" field is "<answer>"

      Examples:
        | checked on | answer                                         |
        | 28/02/2022 | You must be at least 18 years old to register. |
        | 01/03/2022 | accepted                                       |
