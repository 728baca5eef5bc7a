@spec-2-cards @spec-8
Feature: Card details
  Camille shops online with her virtual card, so she needs its full number, expiry date and CVV.
  The shop shows them only to her, only after a fresh one-time code texted to her mobile, and only
  for a minute; she can copy the number and the CVV.

  Background:
    Given Camille is signed in

  @ui
  Scenario: The details show after a fresh one-time code
    When Camille asks to see the details of her active card
    Then a new one-time code is texted to her
    And the card's details stay hidden
    When she confirms with the code she received
    Then she sees the number, expiry date and CVV of her active card

  Scenario: A wrong code shows nothing
    When Camille asks to see the details of her active card
    And she confirms with a code that is not the one she received
    Then she is told "This code does not appear to be correct. Please check it and try again."
    And the card's details stay hidden

  Scenario: The details hide again after a minute
    Given Camille sees the details of her active card
    When 59 seconds pass
    Then she sees the number, expiry date and CVV of her active card
    When 1 second passes
    Then the card's details are hidden again

  Scenario: The details hide as soon as she is done with them
    Given Camille sees the details of her active card
    When she is done with the card's details
    Then the card's details are hidden again

  Scenario Outline: Copying the <detail>
    Given Camille sees the details of her active card
    When she copies the <detail>
    Then she is told "<feedback>"
    And she has the <detail> of her active card to paste

    Examples:
      | detail      | feedback                        |
      | card number | Card Number copied successfully |
      | CVV         | CVV copied successfully         |

  Scenario: A blocked card's details are not offered
    Then Camille is not offered the details of her blocked card

  Scenario: Once her session has run out, she signs in again and carries on
    Given Camille signed in 21 minutes ago
    When Camille asks to see the details of her active card
    Then she is asked to sign in again
    When she signs in again
    And she confirms with the code she received
    Then she sees the number, expiry date and CVV of her active card

  Scenario: Codes alone are not enough once her password was given a session length ago
    Given Camille sees the details of her active card
    And 10 minutes pass
    And she asks to see them again
    And she confirms with the code she received
    And 11 minutes pass
    When she asks to see them again
    And she confirms with the code she received
    Then she is asked to sign in again
    When she signs in again
    Then she sees the number, expiry date and CVV of her active card

  Scenario: The shop's trouble is explained, and nothing is lost
    Given the shop cannot show card details at the next try
    When Camille asks to see the details of her active card
    And she confirms with the code she received
    Then she is told "The card details cannot be shown right now. Please try again in a moment."
    When she tries again
    Then she sees the number, expiry date and CVV of her active card
