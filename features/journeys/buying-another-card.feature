@spec-2-cards @spec-2-payment @spec-4 @spec-9
Feature: A returning consumer buys another card
  Camille already holds cards. From her cards she buys another one: she chooses its value, sees
  what it will cost before she pays (a card after the first costs 2.50 EUR to create, and the
  service fee is 5% of the value), pays, and finds the new card among her cards.

  @ui
  Scenario: Camille buys a 40 EUR card from her cards
    Given Camille signs in and opens her cards
    When she chooses to buy a new card
    Then she is on Buy New Card
    When she chooses a card of 40 EUR
    Then Buy New Card shows a card price of 40.00 EUR, a card creation fee of 2.50 EUR, a service fee of 2.00 EUR and a total of 44.50 EUR
    When she goes on to pay
    Then she is on the payment page
    When she chooses to pay by VISA
    And she pays
    Then she is on the payment provider's page, asked for 44.50 EUR
    When she approves the payment there
    Then she sees the thank-you page
    When she continues
    Then she lands on her cards with the new card selected, holding 40.00 EUR
