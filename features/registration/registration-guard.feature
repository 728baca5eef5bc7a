@spec-2-registration @spec-2-kyc-upgrade @spec-6
Feature: Who may open which page
  Pages are guarded. A consumer still registering is taken to the first step they are missing;
  a fully registered consumer does not see the sign-in and verification pages again; the identity
  upgrade page sends a visitor who is not signed in to sign in for the upgrade; other signed-in
  pages sign such a visitor out.

  Rule: Each kind of page lets in whom it may, and sends anyone else where they belong

    Scenario Outline: The guard at each kind of page
      Given <who>
      When they open <page>
      Then <result>

      Examples:
        | who                                                 | page                          | result                                            |
        | a visitor who is not signed in                      | the home page                 | the page opens for them                           |
        | a fully registered consumer                         | the home page                 | the page opens for them                           |
        | a visitor who is not signed in                      | the sign-in page              | the page opens for them                           |
        | a consumer who still has to verify their e-mail     | the sign-in page              | the page opens for them                           |
        | a fully registered consumer                         | the sign-in page              | they are sent to my cards                         |
        | a fully verified consumer                           | the sign-in page              | they are sent to my cards                         |
        | a consumer who still has to verify their e-mail     | the e-mail verification page  | the page opens for them                           |
        | a consumer who still has to give their address      | the mobile verification page  | the page opens for them                           |
        | a fully registered consumer                         | the mobile verification page  | they are sent to my cards                         |
        | a visitor who is not signed in                      | the mobile verification page  | they are signed out                               |
        | a consumer who still has to give their address      | the address information step  | the page opens for them                           |
        | a consumer who still has to verify their e-mail     | the personal information step | they are sent to e-mail verification              |
        | a consumer who still has to pass the identity check | the identity check step       | the page opens for them                           |
        | a visitor who is not signed in                      | the personal information step | they are signed out                               |
        | a fully registered consumer                         | the identity upgrade page     | the page opens for them                           |
        | a fully verified consumer                           | the identity upgrade page     | they are sent to my cards                         |
        | a visitor who is not signed in                      | the identity upgrade page     | they are sent to sign in for the identity upgrade |
        | a fully registered consumer                         | my cards                      | the page opens for them                           |
        | a fully verified consumer                           | my orders                     | the page opens for them                           |
        | a visitor who is not signed in                      | my cards                      | they are signed out                               |

  Rule: Decision: a consumer may go back to any registration step up to the first missing one, never beyond it; a fully registered consumer opening a registration step goes to my cards

    Scenario Outline: Moving between registration steps
      Given <who>
      When they open <page>
      Then <result>

      Examples:
        | who                                            | page                           | result                               |
        | a consumer who still has to give their address | the personal information step  | the page opens for them              |
        | a consumer who still has to give their address | the financial information step | they are sent to address information |
        | a consumer who still has to give their address | the identity check step        | they are sent to address information |
        | a fully registered consumer                    | the address information step   | they are sent to my cards            |

  Rule: Decision: the signed-in pages (my cards, my orders, the order, payment and card pages) and the identity upgrade pages take a consumer still registering to their first missing step

    Scenario Outline: A consumer still registering opens a signed-in page
      Given <who>
      When they open <page>
      Then <result>

      Examples:
        | who                                                 | page                      | result                               |
        | a consumer who still has to verify their e-mail     | my cards                  | they are sent to e-mail verification |
        | a consumer who still has to give their address      | my cards                  | they are sent to address information |
        | a consumer who still has to pass the identity check | my orders                 | they are sent to the identity check  |
        | a consumer who still has to pass the identity check | the identity upgrade page | they are sent to the identity check  |

  Rule: A stored token whose profile cannot be loaded (the session expired) opens the sign-in window over the page asked for, which stays where it is

    Scenario Outline: A session without a profile
      Given a visitor whose profile could not be loaded
      When they open <page>
      Then <result>

      Examples:
        | page                          | result                                        |
        | the sign-in page              | the page opens for them                       |
        | the mobile verification page  | they are asked to sign in again over the page |
        | the personal information step | they are asked to sign in again over the page |
        | my orders                     | they are asked to sign in again over the page |
        | the identity upgrade page     | they are asked to sign in again over the page |
