@spec-2-registration @spec-3 @spec-5 @spec-9
Feature: Checking the address
  The registration asks for the consumer's address in one of the supported countries. Free-text
  fields refuse anything that looks like an HTML tag.

  Background:
    Given a correctly filled-in "address" form

  Scenario: Complete details can be sent, optional lines left empty
    Then the form can be sent

  Scenario Outline: Field lengths
    When the "<field>" field of the form holds <length> characters
    Then the form's answer for the "<field>" field is "<answer>"

    Examples:
      | field          | length | answer                                                  |
      | Address line 1 | 50     | accepted                                                |
      | Address line 1 | 51     | The address can have at most 50 characters.             |
      | Address line 2 | 50     | accepted                                                |
      | Address line 2 | 51     | This address line can have at most 50 characters.       |
      | City           | 20     | accepted                                                |
      | City           | 21     | The city can have at most 20 characters.                |
      | Postal code    | 10     | accepted                                                |
      | Postal code    | 11     | The postal code can have at most 10 characters.         |
      | Region         | 50     | accepted                                                |
      | Region         | 51     | The region can have at most 50 characters.              |

  Scenario Outline: Field contents
    When the "<field>" field of the form holds "<value>"
    Then the form's answer for the "<field>" field is "<answer>"

    Examples:
      | field          | value             | answer                                                     |
      | Address line 1 |                   | Please enter your address.                                 |
      | Address line 1 | rue de la Paix    | Please enter both a street number and a street name.       |
      | Address line 1 | 12 rue de la Paix | accepted                                                   |
      | Address line 1 | 12 rue <b>        | This field cannot contain HTML tags (text between < and >). |
      | Address line 2 | <b>               | This field cannot contain HTML tags (text between < and >). |
      | Address line 2 |                   | accepted                                                   |
      | City           |                   | Please enter your city.                                    |
      | City           | <b>Paris          | This field cannot contain HTML tags (text between < and >). |
      | Region         | <b>               | This field cannot contain HTML tags (text between < and >). |
      | Postal code    |                   | Please enter your postal code.                             |
      | Postal code    | SW1A 1AA          | accepted                                                   |
      | Postal code    | 1000-001          | accepted                                                   |
      | Postal code    | 75002!            | Please use letters, digits, spaces and hyphens only.       |
      | Country        |                   | Please select your country.                                |
      | Country        | GB                | accepted                                                   |
      | Country        | US                | We cannot accept addresses in this country yet. Please select a country from the list. |

  Scenario: The country list puts the nearest countries first
    Then the address country list starts with "FR, AT, BE, BG, HR, CY"
    And the address country list offers 32 countries
    And the country preselected in the address form is "FR"
