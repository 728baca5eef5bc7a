@spec-4
Feature: Verifying the e-mail address and the mobile number
  After registering, the consumer opens the link of the verification e-mail and enters the 6-digit
  code texted to their mobile; then the registration goes on with the personal information.
  Messages "sent" by the sandbox land in its outbox.

  Background:
    Given Jane has just registered

  Scenario: The link of the verification e-mail verifies the address
    Given Jane is on the page asking her to verify her e-mail address
    When Jane opens the link of the newest verification e-mail
    Then the link's page says her e-mail address is verified
    And the link's page leads on to the mobile verification

  Scenario: A link that was not sent verifies nothing
    Given Jane is on the page asking her to verify her e-mail address
    When Jane opens a verification link with a nonce the shop never sent
    Then the link's page says it was unable to verify her e-mail address

  Scenario: Another verification e-mail must wait 60 seconds
    Given Jane is on the page asking her to verify her e-mail address
    When 59 seconds pass
    Then the e-mail verification page says "You can ask for a new e-mail in 0:01."
    And Jane cannot ask for the e-mail again yet
    When 1 second passes
    And Jane asks for the verification e-mail again
    Then the e-mail verification page says "We have sent you a new verification e-mail."
    And the e-mail verification page says "You can ask for a new e-mail in 1:00."

  Scenario: The texted code verifies the mobile
    Given Jane has verified her e-mail address
    And Jane is on the page asking her to verify her mobile number
    When Jane enters the SMS code from the outbox
    Then Jane moves on to the page saying her mobile number is verified

  Scenario: A wrong SMS code verifies nothing
    Given Jane has verified her e-mail address
    And Jane is on the page asking her to verify her mobile number
    When Jane enters a wrong SMS code
    Then the mobile verification page says the code is invalid
    And Jane stays on the mobile verification page
