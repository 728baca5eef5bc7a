@spec-2-payment @spec-4 @spec-5 @spec-8 @spec-9
Feature: Paying for a card on the payment page
  The payment page breaks the price of the card down, lets the consumer change the card value and
  apply promo codes, and sends them to the payment provider. A payment the provider declines brings
  the consumer back to try again; an order paid meanwhile cannot be paid twice; when the session
  ends the consumer signs in again over the page and carries on. The order box on the landing
  page keeps the card value inside its limits the same way.
  Camille is the shop's fully verified demo consumer, who already has cards. Jane is a new visitor.

  Rule: A consumer's first card is free to create; every later card costs 2.50 EUR

    Scenario: Jane's first card is free to create
      Given Jane is a newly registered consumer who has passed the basic identity check
      When Jane orders a card of 20 EUR
      Then the payment page prices the card at:
        | card price   | 20.00 |
        | creation fee | free  |
        | service fee  | 1.00  |
        | total        | 21.00 |

    Scenario: Jane's second card carries the creation fee
      Given Jane is a newly registered consumer who has passed the basic identity check
      And Jane has bought her first card, of 50 EUR
      When Jane orders a card of 20 EUR
      Then the payment page prices the card at:
        | card price   | 20.00 |
        | creation fee | 2.50  |
        | service fee  | 1.00  |
        | total        | 23.50 |

  Rule: A promo code lowers the total until it is removed; a code that cannot be used is refused

    Background:
      Given Camille is signed in
      And Camille has ordered a card of 50 EUR

    Scenario: Applying a promo code, then removing it
      When Camille applies the promo code "WELCOME5" on the payment page
      Then the payment page prices the card at:
        | card price   | 50.00 |
        | creation fee | 2.50  |
        | service fee  | 2.50  |
        | discount     | -5.00 |
        | total        | 50.00 |
      And the promo box shows "WELCOME5" as applied
      When Camille removes the promo code "WELCOME5"
      Then the payment page prices the card at:
        | card price   | 50.00 |
        | creation fee | 2.50  |
        | service fee  | 2.50  |
        | total        | 55.00 |
      And the promo box shows no code as applied

    Scenario Outline: A promo code that cannot be used
      When Camille applies the promo code "<code>" on the payment page
      Then the promo box says "This promo code is not valid or has already been used. Please check it and try again."
      And the promo box shows no code as applied
      And the payment page prices the card at:
        | card price   | 50.00 |
        | creation fee | 2.50  |
        | service fee  | 2.50  |
        | total        | 55.00 |

      Examples:
        | code    | why                               |
        | NOSUCH1 | the shop never gave out this code |
        | USED10  | the code has already been used    |

  Rule: A payment the provider declines brings the consumer back to the payment page to try again

    Scenario: A declined payment, then an approved one
      Given Camille is signed in
      And Camille has ordered a card of 20 EUR
      And Camille is on the payment page of her order
      When Camille chooses "VISA" and presses Pay
      Then Pay sends Camille to the payment provider
      When the payment provider declines Camille's payment
      Then the provider sends Camille back to the "error" page
      When the error page takes Camille back to the payment page
      Then the payment page says "There was an error processing your order"
      And the payment page says "The payment was declined by the provider."
      And Pay is disabled on the payment page
      When Camille chooses "MASTERCARD" and presses Pay
      Then Pay sends Camille to the payment provider
      When the payment provider approves Camille's payment
      Then the provider sends Camille back to the "success" page
      And the success page finds the order paid

  Rule: An order paid meanwhile cannot be paid again

    Scenario: The order was paid in another browser tab
      Given Camille is signed in
      And Camille has ordered a card of 20 EUR
      And Camille is on the payment page of her order
      And Camille has paid that order in another browser tab
      When Camille chooses "VISA" and presses Pay
      Then the payment page says "Order already paid"
      And the payment methods are greyed out and none is chosen
      And Pay is disabled on the payment page

  Rule: When the session ends on the payment page, the consumer signs in again over the page and carries on

    Scenario: The session countdown reaches zero
      Given Camille is signed in
      And Camille has ordered a card of 20 EUR
      And Camille is on the payment page of her order
      Then the session countdown on the payment page reads "20:00"
      When 20 minutes pass
      Then the session countdown on the payment page reads "00:00"
      And the sign-in window opens with "demo@example.com" filled in and locked
      When Camille signs in again in the sign-in window with her password and the texted code
      Then the sign-in window closes and Camille stays on the payment page
      And the session countdown on the payment page reads "20:00"
      And 1 second later the session countdown on the payment page reads "19:59"
      When Camille chooses "VISA" and presses Pay
      Then Pay sends Camille to the payment provider

  Rule: On the payment page the card value stays between 5 EUR and the consumer's maximum, 200 EUR at most

    Scenario Outline: A value out of range is pulled back when leaving the field, and the bound is named
      Given Camille is signed in
      And Camille has ordered a card of 50 EUR
      When Camille changes the card value on the payment page
      And Camille types "<typed>" as the new card value and leaves the field
      Then the card value editor holds <held> EUR
      And the card value editor says "<message>"

      Examples:
        | typed | held | message                 |
        | 4     | 5    | The minimum is €5.00.   |
        | 0     | 5    | The minimum is €5.00.   |
        | 201   | 200  | The maximum is €200.00. |
        | 1000  | 200  | The maximum is €200.00. |

    Scenario: Saving a value out of range first shows the corrected value, then saves it
      Given Camille is signed in
      And Camille has ordered a card of 50 EUR
      When Camille changes the card value on the payment page
      And Camille types "500" as the new card value and saves it
      Then the card value editor holds 200 EUR
      And the card value editor says "The maximum is €200.00."
      And the payment page prices the card at:
        | card price   | 50.00 |
        | creation fee | 2.50  |
        | service fee  | 2.50  |
        | total        | 55.00 |
      When Camille saves the new card value
      Then the card value editor is closed
      And the payment page prices the card at:
        | card price   | 200.00 |
        | creation fee | 2.50   |
        | service fee  | 10.00  |
        | total        | 212.50 |

    Scenario: Letters are refused at once and cannot be saved
      Given Camille is signed in
      And Camille has ordered a card of 50 EUR
      When Camille changes the card value on the payment page
      And Camille types "fifty" as the new card value and leaves the field
      Then the card value editor still holds "fifty"
      And the card value editor says "Enter a whole number of euros, without cents."
      And the new card value cannot be saved
      And the card value slider stays at 50 EUR

    Scenario: Jane's basic identity check lowers her maximum to 50 EUR
      Given Jane is a newly registered consumer who has passed the basic identity check
      And Jane has ordered a card of 20 EUR
      When Jane changes the card value on the payment page
      And Jane types "80" as the new card value and leaves the field
      Then the card value editor holds 50 EUR
      And the card value editor says "The maximum is €50.00."
      When Jane saves the new card value
      Then the payment page prices the card at:
        | card price   | 50.00 |
        | creation fee | free  |
        | service fee  | 2.50  |
        | total        | 52.50 |

  Rule: The landing page's order box keeps the card value between 5 and 150 EUR

    Background:
      Given Jane is a visitor who is not signed in

    Scenario Outline: A value out of range is pulled back when leaving the field, and the bound is named
      When Jane types "<typed>" in the order box on the landing page and leaves the field
      Then the order box holds <held> EUR
      And the order box says "<message>"
      When Jane orders from the order box
      Then the order box sends Jane to register first
      And a card amount of <held> EUR waits in the browser

      Examples:
        | typed | held | message                 |
        | 4     | 5    | The minimum is €5.00.   |
        | 151   | 150  | The maximum is €150.00. |
        | 1000  | 150  | The maximum is €150.00. |

    Scenario: Ordering straight after typing a value out of range shows the corrected value first
      When Jane types "400" in the order box on the landing page
      And Jane orders from the order box
      Then the order box holds 150 EUR
      And the order box says "The maximum is €150.00."
      And no card amount waits in the browser

    Scenario: Letters are refused at once and cannot be ordered
      When Jane types "twenty" in the order box on the landing page and leaves the field
      Then the order box still holds "twenty"
      And the order box says "Enter a whole number of euros, without cents."
      And the order box cannot be sent
      When Jane orders from the order box
      Then no card amount waits in the browser
