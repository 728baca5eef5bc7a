@spec-4
Feature: Verifying the e-mail address and the mobile number
  After registering, the consumer opens the link of the verification e-mail and enters the 6-digit
  code texted to their mobile; then the registration goes on with the personal information.
  Messages "sent" by the sandbox land in its outbox.

  Background:
    Given Jane has just registered

  Scenario: The link of the verification e-mail verifies the address
    Given Jane asks for the verification e-mail
    When Jane opens the link of the newest verification e-mail
    Then Jane's e-mail address is verified
    And Jane's next registration step is "verify mobile"

  Scenario: A link that was not sent verifies nothing
    Given Jane asks for the verification e-mail
    When Jane opens a verification link with a nonce the shop never sent
    Then Jane's e-mail address is not verified

  Scenario: Another verification e-mail must wait 60 seconds
    Given Jane asks for the verification e-mail
    When 59 seconds pass
    And Jane asks for the verification e-mail
    Then Jane is told to wait 1 more second
    When 1 second passes
    And Jane asks for the verification e-mail
    Then the verification e-mail is sent

  Scenario: The texted code verifies the mobile
    Given Jane has verified her e-mail address
    And Jane asks for the SMS code
    When Jane enters the SMS code from the outbox
    Then Jane's mobile number is verified
    And Jane's next registration step is "personal information"

  Scenario: A wrong SMS code verifies nothing
    Given Jane has verified her e-mail address
    And Jane asks for the SMS code
    When Jane enters a wrong SMS code
    Then Jane's mobile number is not verified
    And Jane's next registration step is "verify mobile"
