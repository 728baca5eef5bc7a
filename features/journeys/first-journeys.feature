@spec-2-authorization @spec-2-registration @spec-2-kyc @spec-2-cards @spec-4
Feature: A new visitor's first journeys through the shop
  Jane has never used the shop. She signs up, or she first picks a card on the landing page,
  signs up and pays for it. She reads the e-mail and the text message the shop sends her in the
  sandbox outbox, and passes the identity check with the sandbox's Simulate Success.

  These scenarios walk the same screens as a person does. They run in-process on the application
  profile; the ones tagged @ui also run in Chromium against the production build, on the ui profile.

  @ui
  Scenario Outline: A new visitor signs up and passes the identity check
    Given Jane is new to the shop and opens the landing page in <language>
    When she chooses to create her account
    Then she is on the register tab
    When she registers with her e-mail address, mobile number and a password
    Then she is asked to confirm her e-mail address
    When she opens the link in the e-mail the shop sent her
    Then she is asked to confirm her mobile number
    When she enters the code the shop texted her
    Then she is asked for her personal information
    When she gives her personal information, her address and her financial information
    Then she is asked to pass the identity check
    When she passes the identity check with Simulate Success
    Then she lands on her cards

    Examples:
      | language |
      | English  |
      | French   |

  @ui @spec-2-payment
  Scenario: A new visitor orders a 50 EUR card and sees it on her cards
    Given Jane is new to the shop and opens the landing page in English
    When she orders a card of 50 EUR on the landing page
    Then she is on the register tab
    When she signs up and passes the identity check with Simulate Success
    Then she is on the payment page
    And the payment page shows a card price of 50.00 EUR, a service fee of 2.50 EUR and a total of 52.50 EUR
    And the payment page shows the card creation as free
    And she cannot pay before she chooses a payment method
    When she chooses to pay by VISA
    Then she can pay
    When she pays
    Then she is on the payment provider's page, asked for 52.50 EUR
    When she approves the payment there
    Then she sees the thank-you page
    When she continues
    Then she is offered to verify her identity fully
    When she chooses to verify later
    Then she lands on her cards with the new card selected, holding 50.00 EUR

  Scenario: A new visitor who picked more than she may buy before full verification is offered the most she may
    Given Jane is new to the shop and opens the landing page in English
    When she orders a card of 100 EUR on the landing page
    Then she is on the register tab
    When she signs up and passes the identity check with Simulate Success
    Then she is on Buy New Card
    And the order box offers 50 EUR and says "The maximum is €50.00."
