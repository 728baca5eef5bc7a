@spec-4
Feature: Ordering a card from the order box
  A visitor picks a card value in the order box and presses "Get my card". Signed in, the order is
  created at once and the consumer goes on to pay it. Signed out, the amount waits in the browser
  until the visitor has signed in; an order that cannot be created keeps the amount too. When the
  session has run out, the shop asks the consumer to sign in again over the page, then makes the
  order, once. Camille is the sandbox's demo consumer (demo@example.com), Lucas its level-1 consumer
  at the card limit (level1@example.com): less than 5 EUR is left under his limit, so his order box
  offers only the smallest card, which the issuer still refuses.

  Scenario: A signed-in consumer goes straight to payment
    Given Camille is signed in
    When Camille orders a card of 40 EUR from the order box
    Then the order box sends Camille to pay for a card of 40 EUR
    And no card amount waits in the browser

  Scenario: A signed-out visitor is sent to register, and the amount waits
    Given Jane is a visitor who is not signed in
    When Jane orders a card of 30 EUR from the order box
    Then the order box sends Jane to register first
    And a card amount of 30 EUR waits in the browser

  Scenario: The waiting amount becomes an order once the visitor has signed in
    Given Camille is not signed in
    And Camille orders a card of 30 EUR from the order box
    When Camille gives her e-mail and password
    And Camille enters the one-time code from the outbox
    Then Camille lands on the payment page of a card of 30 EUR
    And no card amount waits in the browser

  Scenario: A new amount chosen while signing in replaces the waiting one
    Given Camille is not signed in
    And Camille orders a card of 30 EUR from the order box
    And Camille gives her e-mail and password
    When Camille orders a card of 50 EUR from the order box
    Then the order box sends Camille to sign in first
    And a card amount of 50 EUR waits in the browser

  Scenario: Decision: an order the issuer refuses says why and keeps the amount in the box, and nothing waits to send later orders to sign in
    Given Lucas is signed in
    When Lucas orders a card of 5 EUR from the order box
    Then the order box says "This card would take your cards over the limit allowed until your identity is fully verified. Verify your identity to order it."
    And the order box sends Lucas nowhere
    And the order box holds 5 EUR
    And no card amount waits in the browser

  Scenario: An order sent after the session ran out is made once Camille has signed in again
    Given Camille is signed in
    And 21 minutes pass
    When Camille orders a card of 40 EUR from the order box
    Then the order box asks Camille to sign in again
    And the shop made 0 orders
    When Camille signs in again over the order box
    Then the order box sends Camille to pay for a card of 40 EUR
    And the shop made 1 order
