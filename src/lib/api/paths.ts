/**
 * The API's paths, operations and shapes as TypeScript types, generated from its OpenAPI
 * document (/api/openapi.json) by scripts/api-types.mjs with openapi-typescript. Do not edit:
 * run `npm run build && npm run api:types` after changing a route's declaration.
 */

export interface paths {
    "/api/accounts/all-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every district as a location */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One row per district. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Location"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/districts/{region}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The districts of a region */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The region’s id or its name in any of the three languages. */
                    region: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Its districts; each `id` is a location id. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            districts: components["schemas"]["District"][];
                        };
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with phone number and password
         * @description An unknown phone and a wrong password answer alike (401 `invalid_credentials`). 10 failed tries per phone in 15 minutes, 30 tries per client address in 10 minutes (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The phone number and password. */
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        phone_number: string;
                    };
                };
            };
            responses: {
                /** @description Signed in: login-info and the session cookie. */
                200: {
                    headers: {
                        /** @description The HttpOnly session cookie (the web pages’ sign-in). */
                        "Set-Cookie"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LoginInfo"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description The token (or cookie) used stops working at once; the cookie is cleared.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out. */
                200: {
                    headers: {
                        /** @description The HttpOnly session cookie (the web pages’ sign-in). */
                        "Set-Cookie"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultMessage"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset code
         * @description The code comes from send-sms with `purpose: reset`; a wrong or used code is 400 `otp_invalid`. Every session of the account ends. 10 an hour per client address (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The phone, the reset code and the new password (8 to 128 characters, not a common one). */
            requestBody: {
                content: {
                    "application/json": {
                        new_password: string;
                        otp: string;
                        phone_number: string;
                    };
                };
            };
            responses: {
                /** @description The password is changed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultMessage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regions with the names of their districts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The 14 regions, public for a day. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            regions: components["schemas"]["Region"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in
         * @description The phone must have been verified (verify-code, `purpose: register`) within 15 minutes: else 400 `phone_not_verified`. Usernames are unique, case-insensitively (409 `username_taken`). 20 an hour per client address.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The new account; `location_id` is a district (GET /accounts/all-location). */
            requestBody: {
                content: {
                    "application/json": {
                        location_id: number | string;
                        password: string;
                        phone_number: string;
                        /**
                         * @default regular
                         * @constant
                         */
                        user_type?: "regular";
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Signed in: login-info and the session cookie. */
                201: {
                    headers: {
                        /** @description The HttpOnly session cookie (the web pages’ sign-in). */
                        "Set-Cookie"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LoginInfo"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/send-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a one-time code by SMS
         * @description A 6-digit code, valid 5 minutes, for `purpose` `register` (the phone must not be registered: 409 `phone_taken`) or `reset`. A new code for the same phone at most once a minute, 5 an hour and 10 a day (429 `code_resend_too_soon`, `code_hourly_limit`, `code_daily_limit`); 30 an hour per client address; a site-wide hourly budget (429 `sms_budget_exhausted`). A reset for an unknown phone answers as if sent. `result: false` when the SMS could not be sent (nothing is counted then).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The phone, E.164 (`+998901234567`), and what the code is for (`register` unless said). */
            requestBody: {
                content: {
                    "application/json": {
                        phone_number: string;
                        /**
                         * @default register
                         * @enum {string}
                         */
                        purpose?: "register" | "reset";
                    };
                };
            };
            responses: {
                /** @description Whether the code was sent. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultMessage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user and what they like. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserInfoResponse"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Change the username, location or picture
         * @description Multipart; every field optional. The picture: one image of at most 5 MB (a file that is no image: 415 `image_invalid_type`), stored as WebP with a thumbnail. Uploads in flight are bounded per account (429 `uploads_in_flight`) and per server (503 `server_busy`).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Only the fields to change. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        location_id?: number | string;
                        /**
                         * Format: binary
                         * @description The new profile picture.
                         */
                        profile_image?: string;
                        username?: string;
                    };
                };
            };
            responses: {
                /** @description The user as saved. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserInfoResponse"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a code sent by SMS
         * @description A right code marks the phone verified for 15 minutes (register, password reset). At most 5 wrong tries per code, 15 checks of a phone an hour, 60 per client address in 10 minutes (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The phone, the code and its `purpose` (`register` unless said). */
            requestBody: {
                content: {
                    "application/json": {
                        otp: string;
                        phone_number: string;
                        /**
                         * @default register
                         * @enum {string}
                         */
                        purpose?: "register" | "reset";
                    };
                };
            };
            responses: {
                /** @description `result: true` for the right, unexpired code; `false` otherwise. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultMessage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books/findings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the daily books check found
         * @description Moderators only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. The newest 200.
         */
        get: {
            parameters: {
                query?: {
                    /** @description `true` (default): only those not resolved; `false`: all, the open first. */
                    open?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The findings. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LedgerFindings"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books/findings/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a finding looked at
         * @description Moderators only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. Once: again answers it as it is.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The finding. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LedgerFindingResolved"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s rooms
         * @description Newest activity first, at most 500 (an older room comes back up with a new message); a room the user deleted stays hidden until a new message. New messages of a room also arrive, from any server instance, over the WebSocket `/ws/chat/{chatId}/` (spec/API.md "Chats").
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rooms. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["ChatRoom"][];
                        };
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Start a conversation, or reopen the one with the same person
         * @description Name the other person in `participants` (the caller’s own id may be there too), or the listing (`listing_kind`, `listing_id`) to talk to its owner. There is one room per pair: an existing room is answered (200) with the listing remembered, a new one is 201. Chatting with oneself is 400 `cannot_chat_self`. Only a conversation with someone new counts against the daily quota (30 a day, 10 in an account’s first week: 429 `chats_daily_limit`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The other person, or the listing to talk about. */
            requestBody: {
                content: {
                    "application/json": {
                        listing_id?: number | string;
                        /** @enum {string} */
                        listing_kind?: "product" | "service" | "real_estate";
                        name?: string;
                        participants?: (number | string)[];
                    };
                };
            };
            responses: {
                /** @description The room the pair already had. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatRoom"];
                    };
                };
                /** @description A new room. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatRoom"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{chatId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A room with a page of its messages; marks it read
         * @description Participants only (anyone else: 404 `chat_not_found`). Without paging the newest 50 messages; `?before=<messageId>` the 50 before that message, `?after=<messageId>` the 50 after it; `has_more` says whether more lie beyond. New messages of a room also arrive, from any server instance, over the WebSocket `/ws/chat/{chatId}/` (spec/API.md "Chats").
         */
        get: {
            parameters: {
                query?: {
                    after?: number | string;
                    before?: number | string;
                };
                header?: never;
                path: {
                    /** @description The room’s id. */
                    chatId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room, both participants and the messages, oldest first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatOpened"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a room for the caller
         * @description Participants only. Hides the room and its messages so far from the caller; the other person keeps them, and a new message brings the room back.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The room’s id. */
                    chatId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{chatId}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block the other person of a room
         * @description Participants only. The other person can no longer send in the room (403 `chat_blocked`) until the caller unblocks; idempotent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The room’s id. */
                    chatId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room, with `blocked_by_me` and `blocked_by_other`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatRoom"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message, with text, a file or both
         * @description Participants only. JSON `{content}` (`message` is accepted for `content`), or a multipart form with `content` and one `file` (an image, audio or video, at most 5 MB: 413 `file_too_large`, 415 `file_invalid_type`). The text is at most 4000 characters; an empty message is 400 `message_empty`. At most 20 messages in 10 s a user (429 `rate_limited`); the same text again within 5 s answers the stored message (200) instead of a second one. An upload waits for its place: 429 with more than two in flight from the account, 503 `server_busy` when the server is full. New messages of a room also arrive, from any server instance, over the WebSocket `/ws/chat/{chatId}/` (spec/API.md "Chats").
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The room’s id. */
                    chatId: string;
                };
                cookie?: never;
            };
            /** @description JSON or a multipart form. */
            requestBody: {
                content: {
                    "application/json": {
                        content?: string;
                        message?: string;
                    };
                    "multipart/form-data": {
                        content?: string;
                        /**
                         * Format: binary
                         * @description A picture (re-encoded), audio or video, at most 5 MB.
                         */
                        file?: string;
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description The same text was sent within 5 s: the stored message. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatMessage"];
                    };
                };
                /** @description Sent, and delivered to the room’s open sockets. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatMessage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{chatId}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unblock the other person of a room
         * @description Participants only. Takes back the caller’s own block (a block by the other person stays); idempotent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The room’s id. */
                    chatId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room, with `blocked_by_me` and `blocked_by_other`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatRoom"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/blocked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The people the signed-in user blocked
         * @description Latest first, at most 500. A block holds beyond its chat: the blocked person cannot send in the room, comment on the caller’s listings or answer the caller’s comments (403 `comment_blocked`), and the caller does not see their comments.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The people, each with the room to unblock in. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BlockedPeople"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many messages the signed-in user has not read, in all rooms
         * @description The socket `/ws/user/` sends the same count as `{type: "unread", total}` whenever it changes.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            total: number;
                        };
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s safe deals
         * @description Newest first, the last 100.
         */
        get: {
            parameters: {
                query?: {
                    /** @description `true`: only deals still running. */
                    open?: "true" | "false";
                    /** @description Only the caller’s purchases or sales; both by default. */
                    role?: "buying" | "selling";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deals. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deals"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Ask for a safe deal on a listing
         * @description The buyer asks; the seller accepts or declines within 48 hours. The price is the listing’s (so’m × 100 = tiyin) and the fee is added on top. The chat about the listing opens between the two with a line saying so. Refusals: 404 for no such listing; 403 `deal_own_listing`, `chat_blocked`; 409 `deal_not_offered` (not active, no safe deal, no price), `deal_open_exists` (one open deal per buyer and listing; parallel requests give one); 429 `deals_daily_limit` (10 a day).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The listing. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The listing. */
                        listing_id: number | string;
                        /**
                         * @description The listing’s kind: `product` (the kind that offers it).
                         * @enum {string}
                         */
                        listing_kind: "product" | "service" | "real_estate";
                    };
                };
            };
            responses: {
                /** @description Asked. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A safe deal: its state, what comes next and when, its timeline
         * @description The buyer, the seller or a moderator; 404 to anyone else.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deal. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The seller accepts
         * @description The seller, within 48 hours of the request. 403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deal after the move. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Either side cancels before payment
         * @description Before the buyer pays. 403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deal after the move. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer confirms all is well: the deal completes
         * @description The buyer, after the handover; otherwise it completes by itself 24 hours after it. The hold is captured and the listing is sold to the buyer. 403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deal after the move. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The seller declines
         * @description The seller, while asked. 403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deal after the move. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer reports a problem
         * @description The buyer, within 24 hours of the handover; a moderator decides within 14 days, the money held meanwhile. 403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The reason. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description What is wrong, at most 1000 characters (both sides and the moderators see it). */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Disputed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The item changes hands
         * @description Within 3 days of payment: the seller with the buyer’s code, or the buyer without one (“I have it”). A wrong code is 400 `deal_code_wrong` (with the attempts left); after 5 the seller is locked out (409 `deal_code_locked`) and the buyer confirms. 403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The code (the seller). */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The seller: the buyer’s 6-digit code. The buyer sends none (“I have it”). */
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Handed over. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer pays: the price and the fee are held on the card
         * @description The buyer, within 12 hours of acceptance, with a card verified at the provider. The money is held, not taken: captured when the deal completes, released when it is refunded. Repeating it never holds twice (one receipt per deal). 402 `payment_declined` (the card was refused: another may do); 503 `payment_pending` when the provider’s answer was lost (a job looks it up; the deal shows the outcome), `payment_unavailable`; 409 `deal_listing_unavailable` when the listing was sold or reserved meanwhile. 403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The card. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The card’s token from the provider (`GET /api/deals/card-form` says where the browser gets it); verified by SMS there. */
                        card_token: string;
                    };
                };
            };
            responses: {
                /** @description Paid: the money is held. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The card was refused (`payment_declined`): nothing is held; another card may do. */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The seller refuses after payment: the hold is released
         * @description The seller, while paid. 403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deal after the move. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/card-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the browser adds a card
         * @description The provider’s endpoint and the cash desk’s id for the browser: the card is tokenised there, Bozor never sees its number.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The card form’s endpoint. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealCardForm"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API reference (this document, readable, with requests to try)
         * @description Linked from the API’s page for developers, `/api/docs` (`/ru/api/docs`, `/en/api/docs`), a page of the website.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An HTML page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/scalar.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page’s script */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description JavaScript. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/javascript": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/global/like/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a product, service or comment (liking twice keeps one like)
         * @description A listing a moderator hid, and its comments, answer 404 `not_found` to everyone but its owner and the moderators (a hidden comment: to everyone but its author). A listing’s owner cannot like it (403 `own_listing_like`), nor a comment’s author theirs (403 `own_comment_like`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    /** @description What is liked: a listing of a kind, or a comment. */
                    kind: "product" | "service" | "real_estate" | "comment";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether the user likes it now, and how many people do. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LikeResult"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/global/liked-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The listings of each kind the signed-in user likes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Newest like first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            liked_products: components["schemas"]["Product"][];
                            /** @description Beyond spec/API.md (issue 38): the real-estate listings. */
                            liked_real_estate: components["schemas"]["RealEstate"][];
                            liked_services: components["schemas"]["Service"][];
                        };
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/global/unlike/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a like back (idempotent)
         * @description A listing a moderator hid, and its comments, answer 404 `not_found` to everyone but its owner and the moderators (a hidden comment: to everyone but its author).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    /** @description What is liked: a listing of a kind, or a comment. */
                    kind: "product" | "service" | "real_estate" | "comment";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether the user likes it now, and how many people do. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LikeResult"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server and its database answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "sqlite" | "postgres";
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description The database does not answer. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @enum {string} */
                            database: "sqlite" | "postgres";
                            detail: string;
                            /** @enum {string} */
                            status: "error";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open cases, the most recently reported first, then the most reported
         * @description Moderators only: everyone else gets 403 `not_moderator` (the pages answer 404). 50 a page; filter by a reason, a kind of target, a region.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    reason?: "scam" | "prohibited" | "spam" | "wrong_category" | "offensive" | "sold" | "other";
                    region_id?: number;
                    target_type?: "listing" | "comment" | "user" | "message" | "review";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of open cases. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ModerationQueue"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A case: its reports, its audit log and the owner’s earlier decided cases
         * @description Moderators only: everyone else gets 403 `not_moderator` (the pages answer 404).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The case. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ModerationCaseDetail"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/cases/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide an open case
         * @description Moderators only: everyone else gets 403 `not_moderator` (the pages answer 404). Final: one decision per case; of two moderators deciding at once one wins, the other gets 409 `case_decided`. The owner is told in their language, the reporters see the outcome, and the audit log keeps who, what, when and why. Suspending or banning ends the owner’s sessions and sockets.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The decision. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description With `suspend`: 1, 7 or 30 days. */
                        days?: 1 | 7 | 30;
                        /**
                         * @description `dismiss` (nothing wrong; a listing hidden by reports comes back), `hide` (a listing or comment, with the reason its owner sees), `restore` (a hidden one back), `warn`, `suspend` (with `days`), `ban` (the phone cannot register again).
                         * @enum {string}
                         */
                        decision: "dismiss" | "hide" | "restore" | "warn" | "suspend" | "ban";
                        /** @description Why: written to the audit log, and shown to the owner with `hide`. */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description The case as decided. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ModerationCaseDetail"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/cases/{id}/reconsideration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore or hide again a case’s listing, comment or review, at any time
         * @description Moderators only: everyone else gets 403 `not_moderator` (the pages answer 404). Decided or not, with a reason (audit log, the owner’s notice). One conditional write: 409 `moderation_move_not_allowed` when it is so already (another moderator just did it); 400 for a user or a message.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The move and why. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description `restore` a hidden one, or `hide` it again.
                         * @enum {string}
                         */
                        move: "restore" | "hide";
                        /** @description Why: written to the audit log and told to the owner. */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The case, its audit log with the move. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ModerationCaseDetail"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deals in a state, for moderators (disputes by default)
         * @description Moderators only: everyone else gets 403 `not_moderator`. The longest waiting first, the first 100.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Default `disputed`. */
                    state?: "requested" | "accepted" | "paid" | "handed_over" | "disputed" | "completed" | "cancelled" | "refunded";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deals. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deals"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/deals/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A moderator decides a dispute
         * @description Moderators only (403 `not_moderator`). `release` captures the hold for the seller and sells the listing to the buyer; `refund` releases it to the buyer. 409 `deal_wrong_state` when not disputed (decided already: parallel decisions give one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The outcome and a note. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Why, shown to both sides on the timeline; at most 1000 characters. */
                        note?: string;
                        /**
                         * @description `release`: the hold is captured for the seller; `refund`: it is released to the buyer.
                         * @enum {string}
                         */
                        outcome: "release" | "refund";
                    };
                };
            };
            responses: {
                /** @description Decided. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Deal"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/review-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for another look at your hidden listing, once
         * @description The owner of a listing a moderator hid, after fixing it: it goes back to the queue. Once per hiding (409 `review_not_allowed` otherwise, also for a listing that is not hidden or not yours).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The listing. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Your listing a moderator hid. */
                        listing_id: number | string;
                    };
                };
            };
            responses: {
                /** @description Asked. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s notices, newest first
         * @description 20 a page, with how many are unread.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of notices. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NoticesPage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notices read: some (`ids`) or all (`all: true`)
         * @description Only one’s own notices change; ids of others’ are passed over. Idempotent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Which. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Every notice.
                         * @constant
                         */
                        all?: true;
                        /** @description These notices (one’s own; at most 100). */
                        ids?: number[];
                    };
                };
            };
            responses: {
                /** @description How many are unread after. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NoticesUnread"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the signed-in user is told about, and where */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every topic’s switches. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NoticeSettings"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Switch topics on or off per channel
         * @description Only the topics and channels named change. Idempotent; requests at once leave each switch as one of them set it.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The switches to set. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Each topic at most once; a channel left out keeps its value. */
                        topics: {
                            inapp?: boolean;
                            telegram?: boolean;
                            /** @enum {string} */
                            topic: "messages" | "comments" | "likes" | "listings" | "reviews" | "saved_searches" | "moderation" | "deals";
                        }[];
                    };
                };
            };
            responses: {
                /** @description The switches after. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NoticeSettings"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the signed-in user’s notices are unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NoticesUnread"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The OpenAPI 3.1 document of the API. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            openapi: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each seller’s money due, the longest waiting first
         * @description Moderators only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. Until a payout API is configured, an operator pays these by bank transfer and marks each paid.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sellers due money, and the total. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayoutsDue"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/{sellerId}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an amount paid to a seller
         * @description Moderators only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. Posts `payout` movements (seller_due → seller_paid) for exactly the amount over the seller’s deals, the oldest first, and an audit row, in one transaction that never pays more than is due: 409 `payout_exceeds_due` (nothing is marked). The same seller and reference again answers the payout marked (200, `repeated`); with another amount, 409 `payout_reference_taken`. 404 for no such account.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sellerId: string;
                };
                cookie?: never;
            };
            /** @description What was transferred and the bank’s reference. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description What was transferred, in tiyin: at most what the seller is due. */
                        amount_tiyin: number;
                        /** @description The bank transfer’s reference: the same seller and reference again is the same payout. */
                        reference: string;
                    };
                };
            };
            responses: {
                /** @description Marked before with this reference. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayoutRepeated"];
                    };
                };
                /** @description Marked now. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayoutMarked"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same list as CSV, for the bank
         * @description Moderators only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. RFC 4180, UTF-8, CRLF: `seller_id,name,phone,amount_som,deals,since`; the amount in so’m with two decimals (tiyin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file (an attachment). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payouts marked: who, when, how much, the reference
         * @description Moderators only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. The newest 200.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The audit log. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayoutLog"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product categories */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every category with its names in Uzbek, Russian and English; public for a day. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Category"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a comment on a product or a reply
         * @description The author only (403 `not_author`). The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–1000 characters (400 `enter_comment`, `reply_info`, `comment_too_long`).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                };
                cookie?: never;
            };
            /** @description The new text. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cleaned, then 1–1000 characters.
                         * @example Narxi kelishiladimi?
                         */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The comment as it is now (a reply answers as a reply). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductComment"] | components["schemas"]["Reply"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a comment on a product or a reply
         * @description The author only (403 `not_author`); deleting a comment deletes its replies.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The replies to a comment on a product
         * @description Oldest first, all of them; a reply has no replies of its own (an empty list).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Its replies. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Reply"][];
                        };
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Reply to a comment on a product
         * @description Replies are one level deep: a reply to a reply joins the comment that one answers. The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–1000 characters (400 `enter_comment`, `reply_info`, `comment_too_long`). Comments and replies together: at most 60 an hour per account (429 `comments_hourly_limit` with `Retry-After`). Someone the listing’s owner (or, for a reply, the comment’s author) blocked in a chat may not comment there (403 `comment_blocked`); a signed-in reader does not get the comments of people they blocked.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                };
                cookie?: never;
            };
            /** @description The reply. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cleaned, then 1–1000 characters.
                         * @example Ha, kelishamiz.
                         */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The new reply. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reply"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products with filters: newest first, a search best match first
         * @description Category, region and district are given by name (Uzbek, Russian or English). At most 100 a page. Cached: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in (the like state differs).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Search the words as typed only. Without it, a search that finds fewer than 3 is tried on the other keyboard layout too (`shown_for` says so). */
                    as_typed?: boolean | ("0" | "1" | "true" | "false");
                    /** @description A category by its slug or its name in any of the three languages; a name that names nothing is 400. */
                    category_name?: string;
                    condition?: "new" | "used";
                    currentPage?: number;
                    /** @description A district by name (within `region_name` when it is given). */
                    district_name?: string;
                    /** @description Beyond spec/API.md: leave out listings reserved for a buyer (lists show active and reserved ones). */
                    hide_reserved?: boolean | ("0" | "1" | "true" | "false");
                    /** @description Whole so’m; not below `min_price`. */
                    max_price?: string | number;
                    /** @description Whole so’m, with or without thousands separators. */
                    min_price?: string | number;
                    /** @description Best matches first (`relevance`, the default of a search with `product_title`; without one it is newest first), newest first (`-created_at`, the default without a search), or by price up or down. */
                    ordering?: "relevance" | "-created_at" | "price" | "-price";
                    page?: number;
                    page_size?: number;
                    /** @description Words that must all be in the title or among the category’s names and words. Best matches first: every word whole in the title, then as the start of a title word, then anywhere in the title, then through the category; newest first within each. */
                    product_title?: string;
                    /** @description A region by name. */
                    region_name?: string;
                    /** @description Beyond spec/API.md (issue 39): `true` lists only the goods whose sellers offer the safe deal; `false` or absent, all. */
                    safe_deal?: boolean | ("0" | "1" | "true" | "false");
                    /** @description Beyond spec/API.md, the user’s own list only: one tab (`expired` holds archived ones too); all of them without it. The public lists show active and reserved listings only. */
                    status?: "active" | "reserved" | "sold" | "expired" | "paused" | "hidden";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of products. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductPage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Put up a product
         * @description A multipart form with 1 to 10 images. The owner is the signed-in user (owner ids in the form are ignored); the location is the form’s `location_id`, else the owner’s. Counted against a daily quota; a user has a few uploads in flight at most.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The text fields and the images. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        category_id: number | string;
                        /** @enum {string} */
                        condition: "new" | "used";
                        /** @enum {string} */
                        currency?: "Sum" | "UZS" | "So'm" | "sum";
                        description: string;
                        /** @description A new image (JPEG, PNG or WebP, at most 5 MB); repeat the field, at most 10 images in all. */
                        images?: string[];
                        in_stock?: boolean | ("0" | "1" | "true" | "false" | "on" | "off" | "True" | "False");
                        location_id?: number | string;
                        /** @description The same as `images` (the name the web forms use). */
                        new_images?: string[];
                        price: string | number;
                        /** @description Beyond spec/API.md (issue 39): whether the listing offers the safe deal. Not given: a new listing offers it from the configured price (`SAFE_DEAL_MIN_PRICE`, 200 000 so’m unless set), an edit keeps what it offers. A form sends a hidden `false` before its checkbox; the last value counts. */
                        safe_deal?: boolean | ("0" | "1" | "true" | "false" | "on" | "off" | "True" | "False");
                        title: string;
                    };
                };
            };
            responses: {
                /** @description The new product. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product
         * @description Cached: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in (the like state differs).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product and up to 8 others like it (the same category in the same region first). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductDetail"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Edit one of your products
         * @description The owner only (403 `not_owner`). The whole form again: the images kept (`existing_images`, in that order), then the new ones, 1 to 10 in all.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The text fields, the ids of the images to keep and the new images. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        category_id: number | string;
                        /** @enum {string} */
                        condition: "new" | "used";
                        /** @enum {string} */
                        currency?: "Sum" | "UZS" | "So'm" | "sum";
                        description: string;
                        /** @description The ids of the images to keep, repeated or as a JSON array (`[3,5]`); the others are deleted. */
                        existing_images?: string[] | string;
                        /** @description A new image (JPEG, PNG or WebP, at most 5 MB); repeat the field, at most 10 images in all. */
                        images?: string[];
                        in_stock?: boolean | ("0" | "1" | "true" | "false" | "on" | "off" | "True" | "False");
                        location_id?: number | string;
                        /** @description The same as `images` (the name the web forms use). */
                        new_images?: string[];
                        price: string | number;
                        /** @description Beyond spec/API.md (issue 39): whether the listing offers the safe deal. Not given: a new listing offers it from the configured price (`SAFE_DEAL_MIN_PRICE`, 200 000 so’m unless set), an edit keeps what it offers. A form sends a hidden `false` before its checkbox; the last value counts. */
                        safe_deal?: boolean | ("0" | "1" | "true" | "false" | "on" | "off" | "True" | "False");
                        title: string;
                    };
                };
            };
            responses: {
                /** @description The product as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete one of your products
         * @description The owner only (403 `not_owner`); its images go with it.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted, with its images. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who may buy your product
         * @description The owner only (403 `not_owner`): the people who wrote to you about it, whom it can be reserved for or sold to.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The buyers. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListingBuyers"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause an active product
         * @description The owner only (403 `not_owner`). While its term runs: it leaves the lists, the search and saved-search alerts; its page stays (saying it is paused, not indexed) with its photos, comments and chats. Its term runs on: the hourly job expires it at the same date. Paused already: 409 `already_paused`. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}/raise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise an active product to the top
         * @description The owner only (403 `not_owner`). Once every 7 days: the lists' sort date becomes now (`raised_at`); `created_at` stays. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a reserved product
         * @description The owner only (403 `not_owner`). Back to active, for anyone. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a product
         * @description The owner only (403 `not_owner`). Free, from 7 days before it expires and for 90 days after: its term again from now (30 days for goods, 60 for services and cars). 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve an active product for a buyer
         * @description The owner only (403 `not_owner`). For someone who wrote to you about it (400 `buyer_not_eligible` otherwise). It stays in the lists with a "Reserved" badge and goes back to active by itself after 7 days. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The buyer. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Someone who wrote to you about this listing (`GET …/{id}/buyers`).
                         * @example 12
                         */
                        buyer_id: number | string;
                    };
                };
            };
            responses: {
                /** @description The product as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused product
         * @description The owner only (403 `not_owner`). Back to active with the same expiry, while its term runs (expired meanwhile: renew it instead). Not paused: 409 `not_paused`. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{id}/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a product sold
         * @description The owner only (403 `not_owner`). From active or reserved; to the buyer it is reserved for, another who wrote about it, or elsewhere (no buyer). Final: it leaves the lists and its page says so. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The buyer, or none. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The buyer, one of `GET …/{id}/buyers` (the one it is reserved for, or another); null or absent: sold elsewhere.
                         * @example 12
                         */
                        buyer_id?: (number | string) | null;
                    };
                };
            };
            responses: {
                /** @description The product as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{listingId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comments on a product
         * @description Top-level comments, newest first, 20 a page unless `page_size` says otherwise; replies are listed by their comment.
         */
        get: {
            parameters: {
                query?: {
                    currentPage?: number;
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path: {
                    /** @description The listing commented on. */
                    listingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of comments. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            /** @description Beyond spec/API.md: true when there are more matches than `count` (a search counts its newest 300; a list filtered by price, condition or seller counts to 10,000). */
                            count_capped: boolean;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["ProductComment"][];
                        };
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Comment on a product
         * @description The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–1000 characters (400 `enter_comment`, `reply_info`, `comment_too_long`). Comments and replies together: at most 60 an hour per account (429 `comments_hourly_limit` with `Retry-After`). Someone the listing’s owner (or, for a reply, the comment’s author) blocked in a chat may not comment there (403 `comment_blocked`); a signed-in reader does not get the comments of people they blocked.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The listing commented on. */
                    listingId: string;
                };
                cookie?: never;
            };
            /** @description The comment. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cleaned, then 1–1000 characters.
                         * @example Narxi kelishiladimi?
                         */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The new comment. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductComment"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/products/{listingId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a comment on a product or a reply (by its listing)
         * @description The author only (403 `not_author`). The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–1000 characters (400 `enter_comment`, `reply_info`, `comment_too_long`).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                    /** @description The listing commented on. */
                    listingId: string;
                };
                cookie?: never;
            };
            /** @description The new text. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cleaned, then 1–1000 characters.
                         * @example Narxi kelishiladimi?
                         */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The comment as it is now (a reply answers as a reply). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductComment"] | components["schemas"]["Reply"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a comment on a product or a reply (by its listing)
         * @description The author only (403 `not_author`); deleting a comment deletes its replies.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                    /** @description The listing commented on. */
                    listingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/user/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s products, newest first
         * @description Only `page` (or `currentPage`) and `page_size` apply; the filters are checked but not used.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Search the words as typed only. Without it, a search that finds fewer than 3 is tried on the other keyboard layout too (`shown_for` says so). */
                    as_typed?: boolean | ("0" | "1" | "true" | "false");
                    /** @description A category by its slug or its name in any of the three languages; a name that names nothing is 400. */
                    category_name?: string;
                    condition?: "new" | "used";
                    currentPage?: number;
                    /** @description A district by name (within `region_name` when it is given). */
                    district_name?: string;
                    /** @description Beyond spec/API.md: leave out listings reserved for a buyer (lists show active and reserved ones). */
                    hide_reserved?: boolean | ("0" | "1" | "true" | "false");
                    /** @description Whole so’m; not below `min_price`. */
                    max_price?: string | number;
                    /** @description Whole so’m, with or without thousands separators. */
                    min_price?: string | number;
                    /** @description Best matches first (`relevance`, the default of a search with `product_title`; without one it is newest first), newest first (`-created_at`, the default without a search), or by price up or down. */
                    ordering?: "relevance" | "-created_at" | "price" | "-price";
                    page?: number;
                    page_size?: number;
                    /** @description Words that must all be in the title or among the category’s names and words. Best matches first: every word whole in the title, then as the start of a title word, then anywhere in the title, then through the category; newest first within each. */
                    product_title?: string;
                    /** @description A region by name. */
                    region_name?: string;
                    /** @description Beyond spec/API.md (issue 39): `true` lists only the goods whose sellers offer the safe deal; `false` or absent, all. */
                    safe_deal?: boolean | ("0" | "1" | "true" | "false");
                    /** @description Beyond spec/API.md, the user’s own list only: one tab (`expired` holds archived ones too); all of them without it. The public lists show active and reserved listings only. */
                    status?: "active" | "reserved" | "sold" | "expired" | "paused" | "hidden";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the user’s products. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductPage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/user/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in user’s products
         * @description Someone else’s is 404, as a missing one.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/user/products/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew all your products that can be
         * @description Every one of yours that expires within 7 days or expired less than 90 days ago, in one action.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many were renewed, and those products. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RenewedProducts"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/api/user/products/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your products are in each state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListingStateCounts"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List real-estate with filters: newest first, a search best match first
         * @description Category, region and district are given by name (Uzbek, Russian or English). At most 100 a page. Cached: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in (the like state differs).
         */
        get: {
            parameters: {
                query?: {
                    area_max?: number;
                    area_min?: number;
                    /** @description Search the words as typed only. Without it, a search that finds fewer than 3 is tried on the other keyboard layout too (`shown_for` says so). */
                    as_typed?: boolean | ("0" | "1" | "true" | "false");
                    /** @description The currency of `min_price` and `max_price` (so’m unless `USD`). */
                    currency?: "UZS" | "USD";
                    currentPage?: number;
                    deal?: "sale" | "rent" | "daily";
                    /** @description A district by name (within `region_name` when it is given). */
                    district_name?: string;
                    furnished?: boolean | ("0" | "1" | "true" | "false");
                    /** @description Beyond spec/API.md: leave out listings reserved for a buyer (lists show active and reserved ones). */
                    hide_reserved?: boolean | ("0" | "1" | "true" | "false");
                    max_price?: string | number;
                    min_price?: string | number;
                    new_building?: boolean | ("0" | "1" | "true" | "false");
                    not_first_floor?: boolean | ("0" | "1" | "true" | "false");
                    not_last_floor?: boolean | ("0" | "1" | "true" | "false");
                    /** @description Best matches first (`relevance`, a search’s default), newest first (`-created_at`), by price in so’m up or down, or by so’m per m² (`price_m2`). */
                    ordering?: "relevance" | "-created_at" | "price" | "-price" | "price_m2";
                    owner_only?: boolean | ("0" | "1" | "true" | "false");
                    page?: number;
                    page_size?: number;
                    property_type?: "flat" | "house" | "land" | "commercial";
                    /** @description A region by name. */
                    region_name?: string;
                    /** @description Rooms: 1, 2, 3 or 4 (four or more); repeat it or separate by commas (`2,3`). */
                    rooms?: string[] | string;
                    /** @description Beyond spec/API.md, the user’s own list only: one tab (`expired` holds archived ones too); all of them without it. The public lists show active and reserved listings only. */
                    status?: "active" | "reserved" | "sold" | "expired" | "paused" | "hidden";
                    /** @description Words that must all be in the title or among the type’s words; the same search as the other kinds’. */
                    title?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of real-estate. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstatePage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Put up a real-estate listing
         * @description A multipart form with 1 to 20 images. The owner is the signed-in user (owner ids in the form are ignored); the location is the form’s `location_id`, else the owner’s. Counted against a daily quota; a user has a few uploads in flight at most.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The text fields and the images. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * @description Total area in m², two decimals at most.
                         * @example 78.5
                         */
                        area?: number | string;
                        /** @description An agency’s commission in per cent, one decimal at most. */
                        commission?: number | string;
                        /**
                         * @default UZS
                         * @enum {string}
                         */
                        currency?: "UZS" | "USD";
                        /**
                         * @description sale, rent (long-term, a month’s price) or daily (a day’s price).
                         * @enum {string}
                         */
                        deal: "sale" | "rent" | "daily";
                        description: string;
                        floor?: number | string;
                        floors?: number | string;
                        furnished?: boolean | ("0" | "1" | "true" | "false" | "on" | "off" | "True" | "False");
                        /** @description A new image (JPEG, PNG or WebP, at most 5 MB); repeat the field, at most 20 images in all. */
                        images?: string[];
                        /**
                         * @description Land in sotix (100 m²), two decimals at most.
                         * @example 6
                         */
                        land_sotix?: number | string;
                        /** @description Mo‘ljal: a landmark near it. */
                        landmark?: string;
                        location_id?: number | string;
                        /** @enum {string} */
                        material?: "brick" | "panel" | "monolith" | "block" | "other";
                        new_building?: boolean | ("0" | "1" | "true" | "false" | "on" | "off" | "True" | "False");
                        /** @description The same as `images` (the name the web forms use). */
                        new_images?: string[];
                        /**
                         * @description Whole so’m or whole dollars, as `currency` says.
                         * @example 78 000
                         */
                        price: string | number;
                        /**
                         * @description flat, house, land or commercial: the category.
                         * @enum {string}
                         */
                        property_type: "flat" | "house" | "land" | "commercial";
                        /** @enum {string} */
                        repair?: "euro" | "good" | "needs" | "shell";
                        rooms?: number | string;
                        /**
                         * @default owner
                         * @enum {string}
                         */
                        seller_type?: "owner" | "agency";
                        title: string;
                    };
                };
            };
            responses: {
                /** @description The new real-estate listing. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One real-estate listing
         * @description Cached: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in (the like state differs).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The listing and up to 8 similar ones: the same type and rooms in the same district first, then the region. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstateDetail"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Edit one of your real-estate
         * @description The owner only (403 `not_owner`). The whole form again: the images kept (`existing_images`, in that order), then the new ones, 1 to 20 in all.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The text fields, the ids of the images to keep and the new images. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * @description Total area in m², two decimals at most.
                         * @example 78.5
                         */
                        area?: number | string;
                        /** @description An agency’s commission in per cent, one decimal at most. */
                        commission?: number | string;
                        /**
                         * @default UZS
                         * @enum {string}
                         */
                        currency?: "UZS" | "USD";
                        /**
                         * @description sale, rent (long-term, a month’s price) or daily (a day’s price).
                         * @enum {string}
                         */
                        deal: "sale" | "rent" | "daily";
                        description: string;
                        /** @description The ids of the images to keep, repeated or as a JSON array (`[3,5]`); the others are deleted. */
                        existing_images?: string[] | string;
                        floor?: number | string;
                        floors?: number | string;
                        furnished?: boolean | ("0" | "1" | "true" | "false" | "on" | "off" | "True" | "False");
                        /** @description A new image (JPEG, PNG or WebP, at most 5 MB); repeat the field, at most 20 images in all. */
                        images?: string[];
                        /**
                         * @description Land in sotix (100 m²), two decimals at most.
                         * @example 6
                         */
                        land_sotix?: number | string;
                        /** @description Mo‘ljal: a landmark near it. */
                        landmark?: string;
                        location_id?: number | string;
                        /** @enum {string} */
                        material?: "brick" | "panel" | "monolith" | "block" | "other";
                        new_building?: boolean | ("0" | "1" | "true" | "false" | "on" | "off" | "True" | "False");
                        /** @description The same as `images` (the name the web forms use). */
                        new_images?: string[];
                        /**
                         * @description Whole so’m or whole dollars, as `currency` says.
                         * @example 78 000
                         */
                        price: string | number;
                        /**
                         * @description flat, house, land or commercial: the category.
                         * @enum {string}
                         */
                        property_type: "flat" | "house" | "land" | "commercial";
                        /** @enum {string} */
                        repair?: "euro" | "good" | "needs" | "shell";
                        rooms?: number | string;
                        /**
                         * @default owner
                         * @enum {string}
                         */
                        seller_type?: "owner" | "agency";
                        title: string;
                    };
                };
            };
            responses: {
                /** @description The real-estate listing as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete one of your real-estate
         * @description The owner only (403 `not_owner`); its images go with it.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted, with its images. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who may buy your real-estate listing
         * @description The owner only (403 `not_owner`): the people who wrote to you about it, whom it can be reserved for or sold to.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The buyers. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListingBuyers"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause an active real-estate listing
         * @description The owner only (403 `not_owner`). While its term runs: it leaves the lists, the search and saved-search alerts; its page stays (saying it is paused, not indexed) with its photos, comments and chats. Its term runs on: the hourly job expires it at the same date. Paused already: 409 `already_paused`. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The real-estate listing as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}/raise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise an active real-estate listing to the top
         * @description The owner only (403 `not_owner`). Once every 7 days: the lists' sort date becomes now (`raised_at`); `created_at` stays. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The real-estate listing as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a reserved real-estate listing
         * @description The owner only (403 `not_owner`). Back to active, for anyone. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The real-estate listing as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a real-estate listing
         * @description The owner only (403 `not_owner`). Free, from 7 days before it expires and for 90 days after: its term again from now (30 days for goods, 60 for services and cars). 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The real-estate listing as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve an active real-estate listing for a buyer
         * @description The owner only (403 `not_owner`). For someone who wrote to you about it (400 `buyer_not_eligible` otherwise). It stays in the lists with a "Reserved" badge and goes back to active by itself after 7 days. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The buyer. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Someone who wrote to you about this listing (`GET …/{id}/buyers`).
                         * @example 12
                         */
                        buyer_id: number | string;
                    };
                };
            };
            responses: {
                /** @description The real-estate listing as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused real-estate listing
         * @description The owner only (403 `not_owner`). Back to active with the same expiry, while its term runs (expired meanwhile: renew it instead). Not paused: 409 `not_paused`. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The real-estate listing as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/real-estate/{id}/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a real-estate listing sold
         * @description The owner only (403 `not_owner`). From active or reserved; to the buyer it is reserved for, another who wrote about it, or elsewhere (no buyer). Final: it leaves the lists and its page says so. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The buyer, or none. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The buyer, one of `GET …/{id}/buyers` (the one it is reserved for, or another); null or absent: sold elsewhere.
                         * @example 12
                         */
                        buyer_id?: (number | string) | null;
                    };
                };
            };
            responses: {
                /** @description The real-estate listing as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/user/real-estate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s real-estate, newest first
         * @description Only `page` (or `currentPage`) and `page_size` apply; the filters are checked but not used.
         */
        get: {
            parameters: {
                query?: {
                    area_max?: number;
                    area_min?: number;
                    /** @description Search the words as typed only. Without it, a search that finds fewer than 3 is tried on the other keyboard layout too (`shown_for` says so). */
                    as_typed?: boolean | ("0" | "1" | "true" | "false");
                    /** @description The currency of `min_price` and `max_price` (so’m unless `USD`). */
                    currency?: "UZS" | "USD";
                    currentPage?: number;
                    deal?: "sale" | "rent" | "daily";
                    /** @description A district by name (within `region_name` when it is given). */
                    district_name?: string;
                    furnished?: boolean | ("0" | "1" | "true" | "false");
                    /** @description Beyond spec/API.md: leave out listings reserved for a buyer (lists show active and reserved ones). */
                    hide_reserved?: boolean | ("0" | "1" | "true" | "false");
                    max_price?: string | number;
                    min_price?: string | number;
                    new_building?: boolean | ("0" | "1" | "true" | "false");
                    not_first_floor?: boolean | ("0" | "1" | "true" | "false");
                    not_last_floor?: boolean | ("0" | "1" | "true" | "false");
                    /** @description Best matches first (`relevance`, a search’s default), newest first (`-created_at`), by price in so’m up or down, or by so’m per m² (`price_m2`). */
                    ordering?: "relevance" | "-created_at" | "price" | "-price" | "price_m2";
                    owner_only?: boolean | ("0" | "1" | "true" | "false");
                    page?: number;
                    page_size?: number;
                    property_type?: "flat" | "house" | "land" | "commercial";
                    /** @description A region by name. */
                    region_name?: string;
                    /** @description Rooms: 1, 2, 3 or 4 (four or more); repeat it or separate by commas (`2,3`). */
                    rooms?: string[] | string;
                    /** @description Beyond spec/API.md, the user’s own list only: one tab (`expired` holds archived ones too); all of them without it. The public lists show active and reserved listings only. */
                    status?: "active" | "reserved" | "sold" | "expired" | "paused" | "hidden";
                    /** @description Words that must all be in the title or among the type’s words; the same search as the other kinds’. */
                    title?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the user’s real-estate. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstatePage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/user/real-estate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in user’s real-estate
         * @description Someone else’s is 404, as a missing one.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The real-estate listing. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RealEstate"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/user/real-estate/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew all your real-estate that can be
         * @description Every one of yours that expires within 7 days or expired less than 90 days ago, in one action.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many were renewed, and those real-estate. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RenewedRealestate"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real-estate/api/user/real-estate/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your real-estate are in each state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListingStateCounts"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s reports and their outcome, newest first (at most 100) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reports. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyReports"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Report a listing, a comment, a user or a chat message
         * @description One open report per reporter and target (409 `already_reported`), at most 20 a day (429 `reports_daily_limit`); not one’s own (400), a message only of a chat one is in (404). Listings reported by 3 accounts older than 3 days within 24 hours are hidden until a moderator decides.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description What is reported and why. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description What the reporter adds, at most 500 characters; required with `other`. */
                        note?: string;
                        /**
                         * @description `scam` (scam or a prepayment request), `prohibited` (a prohibited item), `spam` (spam or a duplicate), `wrong_category`, `offensive`, `sold` (already sold), `other` (with `note`). Only the reasons that fit the target (lib/report-reasons.ts): a listing any; a comment, a message or a user `scam`, `spam`, `offensive`, `other`; a review `offensive`, `spam`, `other` (400 `report_reason_unfit` otherwise).
                         * @enum {string}
                         */
                        reason: "scam" | "prohibited" | "spam" | "wrong_category" | "offensive" | "sold" | "other";
                        target_id: number | string;
                        /**
                         * @description What is reported.
                         * @enum {string}
                         */
                        target_type: "listing" | "comment" | "user" | "message" | "review";
                    };
                };
            };
            responses: {
                /** @description Received. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportReceived"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review the other side of a deal
         * @description The buyer and the seller of a listing sold to that buyer review each other for 30 days after the sale; without a sale, two people who each sent at least 2 messages in the conversation about the listing may, from 24 hours after its first message until 30 days after it. Refusals: 403 `review_no_deal` (no such deal between the two, or oneself); 409 `review_too_early`, `review_window_closed`, and `review_exists` (one review per author, target and listing; parallel submissions give one). The review waits unseen until the other side writes theirs or 14 days pass; between accounts that shared a device or address in the last 30 days it is held for a moderator.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The deal, the stars, reasons at 3 stars or fewer, and text. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The listing the deal was about. */
                        listing_id: number | string;
                        /**
                         * @description Why, at 3 stars or fewer (at least one then): `not_as_described`, `no_show` (late or did not come), `rude`, `price_changed`, `other`.
                         * @default []
                         */
                        reasons?: ("not_as_described" | "no_show" | "rude" | "price_changed" | "other")[];
                        /** @description 1 to 5 stars. */
                        stars: number;
                        /** @description The other side of the deal: its seller, or the buyer. */
                        target_id: number | string;
                        /** @description At most 500 characters. */
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Written. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyReview"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one’s review while it does not show, within 48 hours
         * @description Its author only (404 otherwise). 409 `review_not_editable` once it shows or after 48 hours.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The review again. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Why, at 3 stars or fewer (at least one then): `not_as_described`, `no_show` (late or did not come), `rude`, `price_changed`, `other`.
                         * @default []
                         */
                        reasons?: ("not_as_described" | "no_show" | "rude" | "price_changed" | "other")[];
                        /** @description 1 to 5 stars. */
                        stars: number;
                        /** @description At most 500 characters. */
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Changed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyReview"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/reviews/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a review of oneself, once, in public
         * @description The reviewed person only (404 otherwise), once the review shows; 409 `review_answered` for a second answer.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The answer. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The reviewed person’s one public answer, at most 500 characters. */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The review with its answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Review"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deals the caller may review now and has not
         * @description Sales and qualifying conversations of the last 30 days, newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deals. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DueReviews"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reviews the caller wrote, with their state
         * @description The last 100, newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reviews. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyReviews"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s saved searches, newest first, with how many new listings each found */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The searches. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedSearches"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Save a list’s filters
         * @description At most 20 a person (409 `saved_searches_limit`); the same filters once (409 `saved_search_exists`); filters that narrow nothing are refused (400 `saved_search_too_broad`). Unknown categories and places are dropped as the list drops them.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The list and its filters. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Default `instant`.
                         * @enum {string}
                         */
                        frequency?: "instant" | "daily" | "weekly" | "off";
                        /**
                         * @description Which list: `product`, `service` or `real_estate`.
                         * @enum {string}
                         */
                        kind: "product" | "service" | "real_estate";
                        /** @description At most 80 characters; empty or absent: named by its filters. */
                        name?: string;
                        /** @description The list page’s URL query (with or without `?`); order, page size and page are ignored. */
                        query: string;
                    };
                };
            };
            responses: {
                /** @description Saved. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedSearch"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved search
         * @description Its owner only (404 otherwise).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Rename a saved search or change how often it alerts
         * @description Its owner only (404 otherwise).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description What changes. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        frequency?: "instant" | "daily" | "weekly" | "off";
                        /** @description At most 80 characters; empty or absent: named by its filters. */
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Changed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedSearch"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/saved-searches/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a saved search’s listings seen (its new count starts again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The search, `new_count` 0. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedSearch"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch a saved search’s alerts off with the token of an alert
         * @description No sign-in: the token each alert carries is the key. 404 for an unknown token. Idempotent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The token. */
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Its alerts are off. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unsubscribed"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggestions as one types
         * @description Up to 8: the categories the query names first (at most 3), then phrases of the newest matching titles that complete its last word, the commonest first and in the query’s script (Latin or Cyrillic) first. Public for a minute.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Whose categories and titles: products, services, or `all` (every kind in turn, as the home page’s box asks; issue 34). */
                    kind?: "product" | "service" | "real_estate" | "all";
                    /** @description The language of category names: uz, ru or en (else Accept-Language, else uz). */
                    lang?: string;
                    /** @description What has been typed so far; its last word is completed. Fewer than 2 letters (one word) suggests nothing. */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The suggestions, perhaps none. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Suggestions"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service categories */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every category with its names in Uzbek, Russian and English; public for a day. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Category"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a comment on a service or a reply
         * @description The author only (403 `not_author`). The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–1000 characters (400 `enter_comment`, `reply_info`, `comment_too_long`).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                };
                cookie?: never;
            };
            /** @description The new text. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cleaned, then 1–1000 characters.
                         * @example Narxi kelishiladimi?
                         */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The comment as it is now (a reply answers as a reply). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServiceComment"] | components["schemas"]["Reply"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a comment on a service or a reply
         * @description The author only (403 `not_author`); deleting a comment deletes its replies.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The replies to a comment on a service
         * @description Oldest first, all of them; a reply has no replies of its own (an empty list).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Its replies. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Reply"][];
                        };
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Reply to a comment on a service
         * @description Replies are one level deep: a reply to a reply joins the comment that one answers. The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–1000 characters (400 `enter_comment`, `reply_info`, `comment_too_long`). Comments and replies together: at most 60 an hour per account (429 `comments_hourly_limit` with `Retry-After`). Someone the listing’s owner (or, for a reply, the comment’s author) blocked in a chat may not comment there (403 `comment_blocked`); a signed-in reader does not get the comments of people they blocked.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                };
                cookie?: never;
            };
            /** @description The reply. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cleaned, then 1–1000 characters.
                         * @example Ha, kelishamiz.
                         */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The new reply. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reply"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List services with filters: newest first, a search best match first
         * @description Category, region and district are given by name (Uzbek, Russian or English). At most 100 a page. Cached: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in (the like state differs).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Search the words as typed only. Without it, a search that finds fewer than 3 is tried on the other keyboard layout too (`shown_for` says so). */
                    as_typed?: boolean | ("0" | "1" | "true" | "false");
                    /** @description A category by its slug or its name in any of the three languages; a name that names nothing is 400. */
                    category_name?: string;
                    currentPage?: number;
                    /** @description A district by name (within `region_name` when it is given). */
                    district_name?: string;
                    /** @description Beyond spec/API.md: leave out listings reserved for a buyer (lists show active and reserved ones). */
                    hide_reserved?: boolean | ("0" | "1" | "true" | "false");
                    page?: number;
                    page_size?: number;
                    /** @description A region by name. */
                    region_name?: string;
                    /** @description Words that must all be in the name or among the category’s names and words. Best matches first: every word whole in the name, then as the start of a word of it, then anywhere in it, then through the category; newest first within each. */
                    service_name?: string;
                    /** @description Beyond spec/API.md, the user’s own list only: one tab (`expired` holds archived ones too); all of them without it. The public lists show active and reserved listings only. */
                    status?: "active" | "reserved" | "sold" | "expired" | "paused" | "hidden";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of services. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServicePage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Put up a service
         * @description A multipart form with 1 to 10 images. The owner is the signed-in user (owner ids in the form are ignored); the location is the form’s `location_id`, else the owner’s. Counted against a daily quota; a user has a few uploads in flight at most.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The text fields and the images. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        category_id: number | string;
                        description: string;
                        /** @description A new image (JPEG, PNG or WebP, at most 5 MB); repeat the field, at most 10 images in all. */
                        images?: string[];
                        location_id?: number | string;
                        name: string;
                        /** @description The same as `images` (the name the web forms use). */
                        new_images?: string[];
                    };
                };
            };
            responses: {
                /** @description The new service. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One service
         * @description Cached: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in (the like state differs).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServiceDetail"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Edit one of your services
         * @description The owner only (403 `not_owner`). The whole form again: the images kept (`existing_images`, in that order), then the new ones, 1 to 10 in all.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The text fields, the ids of the images to keep and the new images. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        category_id: number | string;
                        description: string;
                        /** @description The ids of the images to keep, repeated or as a JSON array (`[3,5]`); the others are deleted. */
                        existing_images?: string[] | string;
                        /** @description A new image (JPEG, PNG or WebP, at most 5 MB); repeat the field, at most 10 images in all. */
                        images?: string[];
                        location_id?: number | string;
                        name: string;
                        /** @description The same as `images` (the name the web forms use). */
                        new_images?: string[];
                    };
                };
            };
            responses: {
                /** @description The service as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete one of your services
         * @description The owner only (403 `not_owner`); its images go with it.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted, with its images. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who may buy your service
         * @description The owner only (403 `not_owner`): the people who wrote to you about it, whom it can be reserved for or sold to.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The buyers. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListingBuyers"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause an active service
         * @description The owner only (403 `not_owner`). While its term runs: it leaves the lists, the search and saved-search alerts; its page stays (saying it is paused, not indexed) with its photos, comments and chats. Its term runs on: the hourly job expires it at the same date. Paused already: 409 `already_paused`. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}/raise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise an active service to the top
         * @description The owner only (403 `not_owner`). Once every 7 days: the lists' sort date becomes now (`raised_at`); `created_at` stays. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a reserved service
         * @description The owner only (403 `not_owner`). Back to active, for anyone. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a service
         * @description The owner only (403 `not_owner`). Free, from 7 days before it expires and for 90 days after: its term again from now (30 days for goods, 60 for services and cars). 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve an active service for a buyer
         * @description The owner only (403 `not_owner`). For someone who wrote to you about it (400 `buyer_not_eligible` otherwise). It stays in the lists with a "Reserved" badge and goes back to active by itself after 7 days. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The buyer. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Someone who wrote to you about this listing (`GET …/{id}/buyers`).
                         * @example 12
                         */
                        buyer_id: number | string;
                    };
                };
            };
            responses: {
                /** @description The service as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused service
         * @description The owner only (403 `not_owner`). Back to active with the same expiry, while its term runs (expired meanwhile: renew it instead). Not paused: 409 `not_paused`. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{id}/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a service sold
         * @description The owner only (403 `not_owner`). From active or reserved; to the buyer it is reserved for, another who wrote about it, or elsewhere (no buyer). Final: it leaves the lists and its page says so. 409 when its state does not allow it (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `already_paused`, `not_paused`): the answer of one of several parallel moves, the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The buyer, or none. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The buyer, one of `GET …/{id}/buyers` (the one it is reserved for, or another); null or absent: sold elsewhere.
                         * @example 12
                         */
                        buyer_id?: (number | string) | null;
                    };
                };
            };
            responses: {
                /** @description The service as it is now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{listingId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comments on a service
         * @description Top-level comments, newest first, 20 a page unless `page_size` says otherwise; replies are listed by their comment.
         */
        get: {
            parameters: {
                query?: {
                    currentPage?: number;
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path: {
                    /** @description The listing commented on. */
                    listingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of comments. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            /** @description Beyond spec/API.md: true when there are more matches than `count` (a search counts its newest 300; a list filtered by price, condition or seller counts to 10,000). */
                            count_capped: boolean;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["ServiceComment"][];
                        };
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Comment on a service
         * @description The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–1000 characters (400 `enter_comment`, `reply_info`, `comment_too_long`). Comments and replies together: at most 60 an hour per account (429 `comments_hourly_limit` with `Retry-After`). Someone the listing’s owner (or, for a reply, the comment’s author) blocked in a chat may not comment there (403 `comment_blocked`); a signed-in reader does not get the comments of people they blocked.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The listing commented on. */
                    listingId: string;
                };
                cookie?: never;
            };
            /** @description The comment. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cleaned, then 1–1000 characters.
                         * @example Narxi kelishiladimi?
                         */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The new comment. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServiceComment"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests or over a quota; `Retry-After` says in how many seconds to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/services/{listingId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a comment on a service or a reply (by its listing)
         * @description The author only (403 `not_author`). The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–1000 characters (400 `enter_comment`, `reply_info`, `comment_too_long`).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                    /** @description The listing commented on. */
                    listingId: string;
                };
                cookie?: never;
            };
            /** @description The new text. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cleaned, then 1–1000 characters.
                         * @example Narxi kelishiladimi?
                         */
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The comment as it is now (a reply answers as a reply). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServiceComment"] | components["schemas"]["Reply"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a comment on a service or a reply (by its listing)
         * @description The author only (403 `not_author`); deleting a comment deletes its replies.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A comment or a reply. */
                    commentId: string;
                    /** @description The listing commented on. */
                    listingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/user/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s services, newest first
         * @description Only `page` (or `currentPage`) and `page_size` apply; the filters are checked but not used.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Search the words as typed only. Without it, a search that finds fewer than 3 is tried on the other keyboard layout too (`shown_for` says so). */
                    as_typed?: boolean | ("0" | "1" | "true" | "false");
                    /** @description A category by its slug or its name in any of the three languages; a name that names nothing is 400. */
                    category_name?: string;
                    currentPage?: number;
                    /** @description A district by name (within `region_name` when it is given). */
                    district_name?: string;
                    /** @description Beyond spec/API.md: leave out listings reserved for a buyer (lists show active and reserved ones). */
                    hide_reserved?: boolean | ("0" | "1" | "true" | "false");
                    page?: number;
                    page_size?: number;
                    /** @description A region by name. */
                    region_name?: string;
                    /** @description Words that must all be in the name or among the category’s names and words. Best matches first: every word whole in the name, then as the start of a word of it, then anywhere in it, then through the category; newest first within each. */
                    service_name?: string;
                    /** @description Beyond spec/API.md, the user’s own list only: one tab (`expired` holds archived ones too); all of them without it. The public lists show active and reserved listings only. */
                    status?: "active" | "reserved" | "sold" | "expired" | "paused" | "hidden";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the user’s services. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServicePage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/user/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in user’s services
         * @description Someone else’s is 404, as a missing one.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/user/services/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew all your services that can be
         * @description Every one of yours that expires within 7 days or expired less than 90 days ago, in one action.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many were renewed, and those services. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RenewedServices"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/api/user/services/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your services are in each state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListingStateCounts"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The editable pages, each with its published version and draft
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pages. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StudioPages"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/pages/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page for the editor: its form, published copy, draft and problems
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Which page: `landing`, `about` or `updates` (another: 404). */
                    page: "landing" | "about" | "updates";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StudioPage"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/pages/{page}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed between two versions, or a version and the draft, field by field
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request.
         */
        get: {
            parameters: {
                query: {
                    from: number;
                    /** @description A version, or `draft`. */
                    to: "draft" | number;
                };
                header?: never;
                path: {
                    /** @description Which page: `landing`, `about` or `updates` (another: 404). */
                    page: "landing" | "about" | "updates";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The changes, in form order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CopyChanges"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/pages/{page}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the page’s draft (as the editor types)
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. Saved only over the revision the editor read: 409 `copy_draft_conflict` (naming who saved) when someone saved, published or discarded it since. A field over its limit or of another shape: 400 `copy_invalid` with `errors` per field (`uz.hero.title`). Empty fields and missing translations are kept, and listed in `problems`. Bodies up to 256 KB.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Which page: `landing`, `about` or `updates` (another: 404). */
                    page: "landing" | "about" | "updates";
                };
                cookie?: never;
            };
            /** @description The copy and the revision it was made on. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The published version the editor read. */
                        base_version: number;
                        /** @description The whole copy (`PageCopy`): may be unfinished, never over a limit. */
                        copy: unknown;
                        /** @description The draft’s revision the editor read; 0: there was none. */
                        revision: number;
                    };
                };
            };
            responses: {
                /** @description Saved. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CopyDraftSaved"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Discard the page’s draft
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. 409 `copy_draft_conflict` when the draft is not at the revision given.
         */
        delete: {
            parameters: {
                query: {
                    revision: number;
                };
                header?: never;
                path: {
                    /** @description Which page: `landing`, `about` or `updates` (another: 404). */
                    page: "landing" | "about" | "updates";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Discarded. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/pages/{page}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft as a new version, live at once on every instance
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. Refused with every problem (400 `copy_incomplete`, `errors` per field) when a field is empty, over its limit or missing a translation; 409 `copy_draft_conflict` or `copy_version_stale` when someone saved or published since. Nothing is written then. In the audit log.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Which page: `landing`, `about` or `updates` (another: 404). */
                    page: "landing" | "about" | "updates";
                };
                cookie?: never;
            };
            /** @description The draft’s revision and the published version the editor read. */
            requestBody: {
                content: {
                    "application/json": {
                        revision: number;
                        /** @description The published version the editor read. */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description The new version, live on every instance. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CopyPublished"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/pages/{page}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring the Markdown files’ copy back, as a new version
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. 409 `copy_version_stale` when someone published since the editor read the page. In the audit log.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Which page: `landing`, `about` or `updates` (another: 404). */
                    page: "landing" | "about" | "updates";
                };
                cookie?: never;
            };
            /** @description The published version the editor read. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The published version the editor read. */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description The new version, live on every instance. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CopyPublished"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/pages/{page}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring an old version back, as a new version
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request. 409 `copy_version_stale` when someone published since the editor read the page. In the audit log.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Which page: `landing`, `about` or `updates` (another: 404). */
                    page: "landing" | "about" | "updates";
                };
                cookie?: never;
            };
            /** @description The version to bring back and the published version the editor read. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The version to bring back. */
                        from: number;
                        /** @description The published version the editor read. */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description The new version, live on every instance. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CopyPublished"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/pages/{page}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page’s versions, newest first (the last 100), with who made each and how
         * @description Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Which page: `landing`, `about` or `updates` (another: 404). */
                    page: "landing" | "about" | "updates";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The versions. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CopyVersions"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telegram/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the signed-in user’s account is linked to Telegram
         * @description Without a configured bot (TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME) every Telegram route answers 404 `route_not_found`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The link. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TelegramLinkStatus"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A one-time start link that links the account to the Telegram chat that presses Start
         * @description Valid 10 minutes, used once; asking again makes the earlier link stop working. A chat linked to another account moves to this one. Without a configured bot (TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME) every Telegram route answers 404 `route_not_found`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The link to open. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TelegramStartLink"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Unlink the account from Telegram
         * @description Notices stop going there (those still waiting are dropped); the chat is told. Idempotent. Without a configured bot (TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME) every Telegram route answers 404 `route_not_found`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The link, now none. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TelegramLinkStatus"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telegram/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates from Telegram (the bot’s webhook)
         * @description For Telegram only: refused with 401 `telegram_secret_invalid` unless `X-Telegram-Bot-Api-Secret-Token` is the secret given to setWebhook. Handles `/start <code>` (links), `/stop` (unlinks) and the messages’ buttons (renew a listing, unsubscribe from a saved search). Without a configured bot (TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME) every Telegram route answers 404 `route_not_found`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The webhook’s secret token. */
                    "x-telegram-bot-api-secret-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            /** @description A Telegram Update. */
            requestBody: {
                content: {
                    "application/json": {
                        callback_query?: {
                            data?: string;
                            from: {
                                id: number;
                                language_code?: string;
                                username?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            id: string;
                            message?: {
                                chat: {
                                    id: number;
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        message?: {
                            chat: {
                                id: number;
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            from?: {
                                id: number;
                                language_code?: string;
                                username?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            message_id: number;
                            text?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        update_id: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Taken. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TelegramWebhookAnswer"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not signed in, or the token or session has ended (`not_authenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too large (`payload_too_large`; JSON bodies stop at 64 KB). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Someone’s public profile
         * @description Name, picture, place, when they joined, how many listings they have up and have sold, and how fast they usually answer. 404 for no such user. Cached like listings: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SellerProfile"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Someone’s listed products or services
         * @description Active and reserved listings only, of the kind asked, newest first. 404 for no such user. Cached like listings: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Which of their listings: goods (`product`, the default), services or real estate. */
                    kind?: "product" | "service" | "real_estate";
                    page?: number;
                    /** @description At most 100; the kind’s list size without it (12 goods and real estate, 10 services). */
                    page_size?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of their listings. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SellerListingsPage"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Someone’s shown reviews and score
         * @description Newest first, 10 a page; `stars` filters. 404 for no such user.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description Only reviews of this many stars. */
                    stars?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of reviews. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserReviews"];
                    };
                };
                /** @description Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nothing with that id (`not_found`). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The signed-in user with their phone number (only they see it). */
        AccountUser: {
            id: number;
            location: components["schemas"]["Location"] | null;
            /** @example +998901234567 */
            phone_number: string;
            profile_image: components["schemas"]["ProfileImage"];
            username: string;
        };
        BlockedPeople: {
            results: components["schemas"]["BlockedPerson"][];
        };
        /** @description Someone the caller blocked in a chat. */
        BlockedPerson: {
            /** @description The room the block is in: `POST /chats/{chat_id}/unblock/` takes it back. */
            chat_id: number;
            user: components["schemas"]["UserRef"];
        };
        /**
         * @example {
         *       "id": 1,
         *       "slug": "phones",
         *       "name_uz": "Telefonlar va aksessuarlar",
         *       "name_ru": "Телефоны и аксессуары",
         *       "name_en": "Phones & accessories"
         *     }
         */
        Category: {
            id: number;
            name_en: string;
            name_ru: string;
            name_uz: string;
            slug: string;
        };
        /**
         * @description What a message’s file is: a re-encoded picture, audio, video, or another file.
         * @enum {string}
         */
        ChatFileType: "image" | "audio" | "video" | "file";
        /** @description The listing a room was started from, as its card shows it. */
        ChatListing: {
            id: number;
            /** @enum {string} */
            kind: "product" | "service" | "real_estate";
            /** @description Whole so’m; null for a service. */
            price: number | null;
            /**
             * @description Its state now (`active`, `reserved`, `sold`, `expired`, `archived`): the chat shows "Reserved" or "Sold".
             * @enum {string}
             */
            status: "active" | "reserved" | "sold" | "expired" | "archived" | "paused" | "hidden";
            /** @description Its first picture, small; null without pictures. */
            thumbnail: string | null;
            title: string;
        };
        /**
         * @example {
         *       "id": 120,
         *       "chat_id": 15,
         *       "content": "Assalomu alaykum, telefon hali sotuvdami?",
         *       "sender": {
         *         "id": 7,
         *         "username": "Xaridor"
         *       },
         *       "timestamp": "2026-11-25T07:30:00.000Z",
         *       "file": null
         *     }
         */
        ChatMessage: {
            chat_id: number;
            /** @description The text, cleaned of control and invisible characters; may be empty beside a file. */
            content: string;
            file: {
                type: components["schemas"]["ChatFileType"];
                /** @description Root-relative; served only to the room’s participants. */
                url: string;
            } | null;
            id: number;
            sender: components["schemas"]["ChatSender"];
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            timestamp: string;
        };
        ChatOpened: {
            chat: components["schemas"]["ChatRoom"];
            /** @description More messages exist beyond this page: older ones before the first (the newest page, `?before=`), or newer ones after the last (`?after=`). */
            has_more: boolean;
            /** @description Oldest first; at most 50. */
            messages: components["schemas"]["ChatMessage"][];
            /** @description Both participants, lower id first. */
            participants: components["schemas"]["UserRef"][];
            /** @enum {boolean} */
            success: true;
        };
        /** @description A conversation between two people, as the caller sees it. */
        ChatRoom: {
            blocked_by_me: boolean;
            blocked_by_other: boolean;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            id: number;
            /** @description Null before the first message, or after the caller deleted the room and nothing came since. */
            last_message: {
                content: string;
                file_type: components["schemas"]["ChatFileType"] | null;
                sender: components["schemas"]["ChatSender"];
                /**
                 * @description ISO 8601, UTC.
                 * @example 2026-11-25T07:30:00.000Z
                 */
                timestamp: string;
            } | null;
            listing: components["schemas"]["ChatListing"] | null;
            name: string;
            /** @description Beyond spec/API.md (issue 24): the other person’s score from reviews. */
            other_rating: {
                /**
                 * @description How many shown reviews of the last 365 days it rests on.
                 * @example 23
                 */
                count: number;
                /**
                 * @description A Bayesian average of the stars of the last 365 days (the prior 4.0 weighs as 3 reviews; a review weighs half as much every 180 days), one decimal; null under 3 reviews ("New seller").
                 * @example 4.8
                 */
                score: number | null;
            };
            other_user: components["schemas"]["UserRef"];
            /** @description The two user ids, lower first. */
            participants: [
                number,
                number
            ];
            /** @description Messages of the other person not yet read by the caller. */
            unread_count: number;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "id": 7,
         *       "username": "Xaridor"
         *     }
         */
        ChatSender: {
            id: number;
            username: string;
        };
        /** @description A field that differs between two versions (absent: `null`). */
        CopyChange: {
            after: string | null;
            before: string | null;
            /** @enum {string} */
            locale: "uz" | "ru" | "en";
            path: (string | number)[];
        };
        CopyChanges: {
            changes: components["schemas"]["CopyChange"][];
        };
        CopyDraft: {
            /** @description The published version it was started from. */
            base_version: number;
            copy: components["schemas"]["PageCopy"];
            editor: components["schemas"]["CopyEditor"];
            /** @description How many saves it has had: the next save or publish names it. */
            revision: number;
            updated_at: string;
        } | null;
        CopyDraftSaved: {
            problems: components["schemas"]["CopyProblem"][];
            revision: number;
            updated_at: string;
        };
        /** @description Who did it (null: the Markdown files, or a deleted account). */
        CopyEditor: {
            id: number;
            username: string;
        } | null;
        /** @description What keeps a copy from being published. */
        CopyProblem: {
            /** @description `copy_required`, `copy_missing_translation`, `copy_too_long`, `copy_too_few`, `copy_too_many`, `copy_bad_icon`, `copy_bad_choice`. */
            code: string;
            limit?: number;
            /** @enum {string} */
            locale: "uz" | "ru" | "en";
            /** @description The field, as a path into the language’s copy (`["features","items",0,"title"]`). */
            path: (string | number)[];
        };
        CopyPublished: {
            version: number;
        };
        CopyVersion: {
            /**
             * @description `files`: the Markdown files (version 1); `publish`; `restore` of `from_version`; `reset` to the files.
             * @enum {string}
             */
            action: "files" | "publish" | "restore" | "reset";
            created_at: string;
            editor: components["schemas"]["CopyEditor"];
            from_version: number | null;
            version: number;
        };
        CopyVersions: {
            results: components["schemas"]["CopyVersion"][];
        };
        /** @description A safe deal as one of its sides (or a moderator) sees it. */
        Deal: {
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            accepted_at: string | null;
            buyer: components["schemas"]["UserRef"];
            /** @description The held card as the provider shows it: 860049******6478. */
            card_masked: string | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            closed_at: string | null;
            /** @description Wrong codes the seller may still enter (5 in all). */
            code_attempts_left: number;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            completed_at: string | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            disputed_at: string | null;
            /**
             * @description The next deadline, if the deal has one.
             * @example 2026-12-01T09:00:00.000Z
             */
            due_at: string | null;
            /** @description Bozor’s fee, paid by the buyer on top (0 by default). */
            fee_tiyin: number;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            handed_over_at: string | null;
            /** @description The buyer only, while paid: the 6 digits (or their QR) the buyer shows the seller at the handover; null otherwise. */
            handover_code: string | null;
            id: number;
            listing: components["schemas"]["DealListing"];
            next: components["schemas"]["DealNext"];
            /**
             * @description When an undecided dispute passed its 14 days.
             * @example 2026-12-01T09:00:00.000Z
             */
            overdue_at: string | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            paid_at: string | null;
            /** @description The listing’s price when the deal was asked for, in tiyin. */
            price_tiyin: number;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            requested_at: string;
            /**
             * @description The caller’s side.
             * @enum {string}
             */
            role: "buyer" | "seller" | "moderator";
            seller: components["schemas"]["UserRef"];
            /** @enum {string} */
            state: "requested" | "accepted" | "paid" | "handed_over" | "disputed" | "completed" | "cancelled" | "refunded";
            /** @description Every step, oldest first. */
            timeline: components["schemas"]["DealEvent"][];
            /** @description What the buyer’s card is held for: price and fee. */
            total_tiyin: number;
        };
        DealCardForm: {
            /** @description Where the browser tokenises a card (Payme’s Subscribe API: cards.create, cards.get_verify_code, cards.verify). */
            endpoint: string;
            /** @description The `X-Auth` the browser sends there. */
            merchant_id: string;
        };
        DealDeadline: {
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            at: string;
            /**
             * @description What happens then by itself.
             * @enum {string}
             */
            move: "accept" | "decline" | "cancel" | "expire_request" | "pay" | "expire_payment" | "refuse" | "hand_over" | "lock_code" | "expire_handover" | "complete" | "dispute" | "decide_release" | "decide_refund" | "escalate";
        };
        DealEvent: {
            /**
             * @description `system`: the deadline or the payment provider’s answer.
             * @enum {string}
             */
            actor: "buyer" | "seller" | "moderator" | "system";
            /**
             * @description ISO 8601, UTC.
             * @example 2026-12-01T09:00:00.000Z
             */
            at: string;
            /** @enum {string|null} */
            from: "requested" | "accepted" | "paid" | "handed_over" | "disputed" | "completed" | "cancelled" | "refunded" | null;
            /** @enum {string} */
            move: "request" | "accept" | "decline" | "cancel" | "expire_request" | "pay" | "expire_payment" | "refuse" | "hand_over" | "lock_code" | "expire_handover" | "complete" | "dispute" | "decide_release" | "decide_refund" | "escalate";
            /** @description The buyer’s reason for a dispute, the moderator’s note on a decision. */
            note: string | null;
            /** @enum {string} */
            to: "requested" | "accepted" | "paid" | "handed_over" | "disputed" | "completed" | "cancelled" | "refunded";
        };
        DealListing: {
            /** @description Null once the listing was deleted (the deal keeps its title). */
            id: number | null;
            /** @description The listing’s first picture (a thumbnail), while the listing exists. */
            image: string | null;
            /** @enum {string} */
            kind: "product" | "service" | "real_estate";
            title: string;
        };
        DealNext: {
            deadline: components["schemas"]["DealDeadline"] | null;
            /** @description What the caller can do now (`hand_over` is POST …/handover). */
            moves: ("accept" | "decline" | "cancel" | "expire_request" | "pay" | "expire_payment" | "refuse" | "hand_over" | "lock_code" | "expire_handover" | "complete" | "dispute" | "decide_release" | "decide_refund" | "escalate")[];
            /** @enum {string|null} */
            waiting_for: "buyer" | "seller" | "moderator" | null;
        };
        Deals: {
            results: components["schemas"]["Deal"][];
        };
        /**
         * @example {
         *       "id": 11,
         *       "district": "Yunusobod tumani",
         *       "district_ru": "Юнусабадский район",
         *       "district_en": "Yunusabad district"
         *     }
         */
        District: {
            district: string;
            district_en: string;
            district_ru: string;
            /** @description The location id of the district. */
            id: number;
        };
        /** @description A deal the caller may review now and has not. */
        DueReview: {
            /**
             * @description The last moment to write it.
             * @example 2026-11-25T07:30:00.000Z
             */
            closes_at: string;
            listing: components["schemas"]["ReviewListing"];
            other: components["schemas"]["UserRef"];
            /**
             * @description The caller’s side of the deal.
             * @enum {string}
             */
            role: "buyer" | "seller";
            /** @enum {string} */
            via: "sale" | "conversation";
        };
        DueReviews: {
            results: components["schemas"]["DueReview"][];
        };
        /**
         * @example {
         *       "detail": "Maʼlumotlar notoʻgʻri.",
         *       "code": "validation_error",
         *       "errors": {
         *         "title": [
         *           "Sarlavhani kiriting."
         *         ]
         *       }
         *     }
         */
        Error: {
            /** @description A stable machine code (`validation_error`, `not_found`, `rate_limited`…). */
            code: string;
            /** @description The message in the request’s language (`lang`, else Accept-Language, else uz). */
            detail: string;
            /** @description Validation errors only: the localized messages of each field (`non_field_errors` for the body as a whole). */
            errors?: {
                [key: string]: string[];
            };
        };
        Image: {
            id: number;
            /** @description The large WebP (at most 1600 px), an absolute or root-relative URL. */
            image: string;
            /** @description At most 400 px, for cards. */
            thumbnail: string;
        };
        /** @description A difference the daily books check (`deal-books` job) found, once per kind and subject. */
        LedgerFinding: {
            deal_id: number | null;
            /** @description What was found against what was expected. */
            detail: {
                [key: string]: unknown;
            };
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            found_at: string;
            id: number;
            /**
             * @description `unbalanced_movement`: a movement whose entries do not sum to zero; `deal_books`: a deal’s accounts are not what its state says; `receipt_unknown`: the provider holds or took money on a receipt no deal of ours knows; `receipt_state`, `receipt_amount`: the provider’s receipt differs from our movements; `hold_missing`: a hold we posted that the provider does not have.
             * @enum {string}
             */
            kind: "unbalanced_movement" | "deal_books" | "receipt_unknown" | "receipt_state" | "receipt_amount" | "hold_missing";
            receipt_id: string | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            resolved_at: string | null;
            resolved_by: number | null;
            /** @description `receipt:<id>`, `deal:<id>` or `movement:<id>`. */
            subject: string;
        };
        LedgerFindingResolved: {
            finding: components["schemas"]["LedgerFinding"];
        };
        LedgerFindings: {
            results: components["schemas"]["LedgerFinding"][];
        };
        /**
         * @example {
         *       "liked": true,
         *       "likes": 12
         *     }
         */
        LikeResult: {
            liked: boolean;
            likes: number;
        };
        /** @description The people who wrote to you about the listing in a chat started from it, first to ask first. */
        ListingBuyers: {
            buyers: components["schemas"]["UserRef"][];
        };
        /** @description How many of your listings of the kind are in each state. */
        ListingStateCounts: {
            active: number;
            archived: number;
            expired: number;
            hidden: number;
            paused: number;
            reserved: number;
            sold: number;
        };
        /**
         * @description One district, the place a user or a listing is in: names in Uzbek Latin, Russian and English.
         * @example {
         *       "id": 11,
         *       "region": "Toshkent shahri",
         *       "district": "Yunusobod tumani",
         *       "region_ru": "город Ташкент",
         *       "region_en": "Tashkent city",
         *       "district_ru": "Юнусабадский район",
         *       "district_en": "Yunusabad district"
         *     }
         */
        Location: {
            district: string;
            district_en: string;
            district_ru: string;
            id: number;
            region: string;
            region_en: string;
            region_ru: string;
        };
        /** @description login-info: what register and login answer, with the session cookie. */
        LoginInfo: {
            /** @description The comments the user likes. */
            liked_comments: {
                id: number;
            }[];
            /** @description The products the user likes. */
            liked_products: {
                id: number;
            }[];
            /** @description Beyond spec/API.md (issue 38): the real-estate listings the user likes. */
            liked_real_estate: {
                id: number;
            }[];
            /** @description The services the user likes. */
            liked_services: {
                id: number;
            }[];
            /** @description The session token, for `Authorization: Token …`. Only to clients that are not a page of this site (the mobile app); pages get the HttpOnly cookie alone. */
            token?: string;
            user_info: components["schemas"]["UserInfo"];
        };
        ModerationAction: {
            action: string;
            /** @description ISO 8601, UTC. */
            created_at: string;
            id: number;
            moderator_id: number | null;
            reason: string | null;
        };
        ModerationCase: {
            /** @description ISO 8601, UTC. */
            decided_at: string | null;
            decided_by: number | null;
            /** @enum {string|null} */
            decision: "dismiss" | "hide" | "restore" | "warn" | "suspend" | "ban" | null;
            decision_reason: string | null;
            id: number;
            /** @description ISO 8601, UTC. */
            last_report_at: string | null;
            /** @enum {string|null} */
            listing_kind: "product" | "service" | "real_estate" | null;
            /** @description ISO 8601, UTC. */
            opened_at: string;
            owner_id: number | null;
            /** @description How many reports give each reason. */
            reasons: {
                [key: string]: number;
            };
            region_id: number | null;
            reports_count: number;
            /** @description The rule that held it back before anyone reported it, or `hidden_after_reports`, `review_requested`. */
            rule: string | null;
            /** @enum {string} */
            status: "open" | "decided";
            target_id: number;
            /** @enum {string} */
            target_type: "listing" | "comment" | "user" | "message" | "review";
        };
        ModerationCaseDetail: {
            /** @description The audit log: who did what, when and why (`moderator_id` null: the site’s rules). */
            actions: components["schemas"]["ModerationAction"][];
            case: components["schemas"]["ModerationCase"];
            owner_history: {
                /** @description ISO 8601, UTC. */
                decided_at: string | null;
                decision: string | null;
                decision_reason: string | null;
                id: number;
                target_id: number;
                /** @enum {string} */
                target_type: "listing" | "comment" | "user" | "message" | "review";
            }[];
            reports: {
                /** @description ISO 8601, UTC. */
                created_at: string;
                id: number;
                note: string | null;
                /** @enum {string} */
                reason: "scam" | "prohibited" | "spam" | "wrong_category" | "offensive" | "sold" | "other";
                reporter_id: number;
                status: string;
            }[];
            /** @description Issue 34: the other cases of the same target, newest first (at most 20), with how each started: `reports`, the owner’s `request` for review, or a `rule`. */
            target_history: {
                /** @description ISO 8601, UTC. */
                decided_at: string | null;
                /** @enum {string|null} */
                decision: "dismiss" | "hide" | "restore" | "warn" | "suspend" | "ban" | null;
                decision_reason: string | null;
                id: number;
                /** @description ISO 8601, UTC. */
                opened_at: string;
                /** @enum {string} */
                origin: "reports" | "request" | "rule";
                reports_count: number;
                rule: string | null;
                /** @enum {string} */
                status: "open" | "decided";
            }[];
        };
        ModerationQueue: {
            count: number;
            results: components["schemas"]["ModerationCase"][];
        };
        /** @description A report as its reporter sees it, with its outcome. */
        MyReport: {
            /** @description ISO 8601, UTC. */
            created_at: string;
            /** @description ISO 8601, UTC. */
            decided_at: string | null;
            id: number;
            note: string | null;
            /** @enum {string} */
            reason: "scam" | "prohibited" | "spam" | "wrong_category" | "offensive" | "sold" | "other";
            /**
             * @description `open` until a moderator decides; then `upheld` (action was taken) or `dismissed`.
             * @enum {string}
             */
            status: "open" | "upheld" | "dismissed";
            target_id: number;
            /** @enum {string} */
            target_type: "listing" | "comment" | "user" | "message" | "review";
        };
        MyReports: {
            results: components["schemas"]["MyReport"][];
        };
        /** @description A review as its author sees it. */
        MyReview: {
            answer: string | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            /**
             * @description Until when its author may still change it (48 hours, while it does not show); null when no longer.
             * @example 2026-11-25T07:30:00.000Z
             */
            editable_until: string | null;
            hidden_reason: string | null;
            id: number;
            listing: components["schemas"]["ReviewListing"];
            reasons: ("not_as_described" | "no_show" | "rude" | "price_changed" | "other")[];
            /** @enum {string} */
            role: "buyer" | "seller";
            /**
             * @description While waiting: when it shows even if the other side never writes.
             * @example 2026-11-25T07:30:00.000Z
             */
            shows_by: string | null;
            stars: number;
            /**
             * @description `waiting` until the other side writes theirs or `shows_by`; `held` for a moderator to look at; `shown`; `hidden` by a moderator (`hidden_reason`).
             * @enum {string}
             */
            status: "waiting" | "held" | "shown" | "hidden";
            target: components["schemas"]["UserRef"];
            text: string | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            visible_at: string | null;
        };
        MyReviews: {
            results: components["schemas"]["MyReview"][];
        };
        /** @description Something the user is told. */
        Notice: {
            /** @description How many events it stands for: a grouped kind (`chat_message`, `listing_likes`) told again while unread counts up; 1 otherwise. */
            count: number;
            /** @description ISO 8601, UTC. */
            created_at: string;
            /** @description What the notice carries beyond its type (its kind’s own fields). */
            data: {
                [key: string]: unknown;
            };
            id: number;
            listing_id: number | null;
            /** @description The site path it opens (without a language prefix), or null. */
            path: string | null;
            read_at: string | null;
            /** @description What it says, in the request’s language. */
            text: string;
            /** @description `listing_expiring`, `listing_expired`, `duplicate_listing`, `moderation_decision`, `report_outcome`, `review_due`, `review_received`, `listing_comment` (on one’s listing), `comment_reply` (to one’s comment), `chat_message` (a chat’s new messages, grouped), `listing_likes` (a listing’s new likes, grouped), `saved_search`; more kinds may come. */
            type: string;
        };
        /** @description What the signed-in user is told about, and where. */
        NoticeSettings: {
            /** @description Whether this site has a Telegram bot (without one, the `telegram` switches keep their value but nothing is sent there). */
            telegram_available: boolean;
            /** @description Every topic, in a fixed order. */
            topics: components["schemas"]["NoticeTopicSetting"][];
        };
        NoticesPage: {
            count: number;
            results: components["schemas"]["Notice"][];
            unread: number;
        };
        NoticesUnread: {
            /** @description How many notices are unread now. */
            unread: number;
        };
        NoticeTopicSetting: {
            /** @description Told on the site (the bell, /notifications). */
            inapp: boolean;
            /** @description Told in Telegram, once the account is linked. */
            telegram: boolean;
            /**
             * @description What the notices are about: `messages` (chat), `comments` (comments and replies), `likes` (on one’s listings), `listings` (expiring, expired), `reviews` (due, received), `saved_searches`, `moderation` (decisions, reports’ outcomes).
             * @enum {string}
             */
            topic: "messages" | "comments" | "likes" | "listings" | "reviews" | "saved_searches" | "moderation" | "deals";
        };
        /** @description A page’s copy in Uzbek, Russian and English: each the fields its form (`form`) describes. */
        PageCopy: {
            en: {
                [key: string]: unknown;
            };
            ru: {
                [key: string]: unknown;
            };
            uz: {
                [key: string]: unknown;
            };
        };
        /** @description A seller’s money due: the seller_due of completed safe deals not paid out yet. */
        PayoutDue: {
            /** @description How many completed deals the amount is due for. */
            deals: number;
            /**
             * @description The same amount in so’m with two decimals.
             * @example 1500000.00
             */
            due_som: string;
            /** @description Tiyin (1 so’m = 100 tiyin). */
            due_tiyin: number;
            seller: components["schemas"]["PayoutSeller"];
            /**
             * @description When the oldest of them completed.
             * @example 2026-11-25T07:30:00.000Z
             */
            since: string | null;
        };
        /** @description A payout marked paid: a row of the audit log. */
        PayoutEntry: {
            /**
             * @description The same amount in so’m with two decimals.
             * @example 1500000.00
             */
            amount_som: string;
            /** @description Tiyin (1 so’m = 100 tiyin). */
            amount_tiyin: number;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            at: string;
            id: number;
            /** @description Who marked it paid. */
            operator_id: number;
            /** @description The bank transfer’s reference the operator gave. */
            reference: string;
            seller_id: number;
        };
        PayoutLog: {
            results: components["schemas"]["PayoutEntry"][];
        };
        PayoutMarked: {
            payout: components["schemas"]["PayoutEntry"];
            /** @enum {boolean} */
            repeated: false;
        };
        PayoutRepeated: {
            payout: components["schemas"]["PayoutEntry"];
            /** @enum {boolean} */
            repeated: true;
        };
        PayoutsDue: {
            results: components["schemas"]["PayoutDue"][];
            /**
             * @description The same amount in so’m with two decimals.
             * @example 1500000.00
             */
            total_som: string;
            /** @description Tiyin (1 so’m = 100 tiyin). */
            total_tiyin: number;
        };
        PayoutSeller: {
            id: number;
            phone: string;
            username: string;
        };
        Product: {
            category: components["schemas"]["Category"];
            /** @enum {string} */
            condition: "new" | "used";
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            /** @enum {string} */
            currency: "Sum";
            description: string;
            /**
             * @description When it expires unless renewed (30 days for goods, 60 for services and cars); renewing opens 7 days before.
             * @example 2026-11-25T07:30:00.000Z
             */
            expires_at: string;
            /** @description Why a moderator hid it (`status` `hidden`): shown to its owner only, else null. */
            hidden_reason: string | null;
            id: number;
            images: components["schemas"]["Image"][];
            in_stock: boolean;
            /** @description How many people like it. */
            likes: number;
            location: components["schemas"]["Location"];
            /** @description Whole so’m. */
            price: number;
            /**
             * @description When it was last raised to the top of the lists (at most once a week), else null. Lists sort by this date, else `created_at`.
             * @example 2026-11-25T07:30:00.000Z
             */
            raised_at: string | null;
            /**
             * @description The seller’s score (`seller_rating.score`): null while they have fewer than 3 reviews.
             * @example 4.8
             */
            rating: number | null;
            /** @description The buyer it is reserved for: shown to the seller and that buyer only, else null. */
            reserved_for: number | null;
            /**
             * @description When a reservation lapses back to active (7 days after it was made); null when not reserved.
             * @example 2026-11-25T07:30:00.000Z
             */
            reserved_until: string | null;
            /** @description Beyond spec/API.md (issue 39): the seller offers the safe deal — the buyer’s card is held and the money paid to the seller once the buyer has the item. Asked for with the listing’s own button only. */
            safe_deal: boolean;
            seller_rating: components["schemas"]["Rating"];
            /** @description The buyer it was sold to: shown to the seller and that buyer only; null when sold elsewhere, not sold, or not yours to see. */
            sold_to: number | null;
            /**
             * @description Beyond spec/API.md: `active`, `reserved` (promised to one buyer; still listed), `sold` (final), `expired` (renewable for 90 days), `archived`, `hidden` (by a moderator). Lists show active and reserved only.
             * @enum {string}
             */
            status: "active" | "reserved" | "sold" | "expired" | "archived" | "paused" | "hidden";
            title: string;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            updated_at: string;
            userName: components["schemas"]["UserRef"];
        };
        /** @description A comment on a product. */
        ProductComment: {
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            /** @description Issue 23: why a moderator hid it; present only in its author’s answers (everyone else does not get a hidden comment at all). */
            hidden_reason?: string | null;
            id: number;
            likes: number;
            /** @description The product it is on. */
            product_id: number;
            /** @description How many replies it has. */
            replies_count: number;
            /**
             * @description As written, cleaned of control characters and bidirectional overrides; 1–1000 characters.
             * @example Narxi kelishiladimi?
             */
            text: string;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            updated_at: string;
            user: components["schemas"]["UserRef"];
        };
        ProductDetail: {
            product: components["schemas"]["Product"];
            recommended_products: components["schemas"]["Product"][];
        };
        ProductPage: {
            count: number;
            /** @description Beyond spec/API.md: true when there are more matches than `count` (a search counts its newest 300; a list filtered by price, condition or seller counts to 10,000). */
            count_capped: boolean;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["Product"][];
            /**
             * @description Beyond spec/API.md: the search shown instead of the one asked for, when that found fewer than 3 and the same keys on the other keyboard layout found more (`ьфырштф` → `mashina`). Absent otherwise; `as_typed=true` asks for the words as typed.
             * @example mashina
             */
            shown_for?: string;
        };
        ProfileImage: {
            image: string | null;
            thumbnail: string | null;
        };
        /** @description Someone’s score from the reviews others wrote about them. */
        Rating: {
            /**
             * @description How many shown reviews of the last 365 days it rests on.
             * @example 23
             */
            count: number;
            /**
             * @description A Bayesian average of the stars of the last 365 days (the prior 4.0 weighs as 3 reviews; a review weighs half as much every 180 days), one decimal; null under 3 reviews ("New seller").
             * @example 4.8
             */
            score: number | null;
        };
        RealEstate: {
            /**
             * @description Total area in m² (two decimals at most); null for land.
             * @example 78.5
             */
            area: number | null;
            category: components["schemas"]["Category"];
            comments_count: number;
            /** @description An agency’s commission in per cent (one decimal), else null. */
            commission: number | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            /** @enum {string} */
            currency: "UZS" | "USD";
            /**
             * @description For sale, long-term rent (a month’s price), or daily rent (a day’s).
             * @enum {string}
             */
            deal: "sale" | "rent" | "daily";
            description: string;
            /**
             * @description When it expires unless renewed (30 days for goods, 60 for services and cars); renewing opens 7 days before.
             * @example 2026-11-25T07:30:00.000Z
             */
            expires_at: string;
            floor: number | null;
            /** @description Floors of the building (of a house: its storeys). */
            floors: number | null;
            furnished: boolean | null;
            /** @description Why a moderator hid it (`status` `hidden`): shown to its owner only, else null. */
            hidden_reason: string | null;
            id: number;
            images: components["schemas"]["Image"][];
            /**
             * @description Land in sotix (100 m²) of a house or a plot, else null.
             * @example 6
             */
            land_sotix: number | null;
            /**
             * @description Where it is, as Tashkent addresses are given (“mo‘ljal”).
             * @example Korzinka, Yunusobod 4-kvartal
             */
            landmark: string | null;
            likes: number;
            location: components["schemas"]["Location"];
            /** @enum {string|null} */
            material: "brick" | "panel" | "monolith" | "block" | "other" | null;
            /** @description A new building (true) or the secondary market (false). */
            new_building: boolean | null;
            /** @description The price as the owner entered it: whole so’m or whole dollars (`currency`). */
            price: number;
            /** @description Dollars per m². */
            price_per_m2_usd: number | null;
            /** @description So’m per m² of its area (a plot: of its land). */
            price_per_m2_uzs: number | null;
            /** @description Whole dollars (at the rate of `rate_date` when entered in so’m). */
            price_usd: number | null;
            /** @description Whole so’m (at the Central Bank’s rate of `rate_date` when entered in dollars). */
            price_uzs: number;
            /**
             * @description The type: its category’s slug.
             * @enum {string}
             */
            property_type: "flat" | "house" | "land" | "commercial";
            /**
             * @description When it was last raised to the top of the lists (at most once a week), else null. Lists sort by this date, else `created_at`.
             * @example 2026-11-25T07:30:00.000Z
             */
            raised_at: string | null;
            /**
             * @description The day of the Central Bank’s dollar rate the other currency is at (`YYYY-MM-DD`).
             * @example 2026-11-28
             */
            rate_date: string | null;
            /**
             * @description The seller’s score (`seller_rating.score`): null while they have fewer than 3 reviews.
             * @example 4.8
             */
            rating: number | null;
            /**
             * @description `euro` repair, `good`, `needs` repair, `shell` (pre-finish).
             * @enum {string|null}
             */
            repair: "euro" | "good" | "needs" | "shell" | null;
            /** @description The buyer it is reserved for: shown to the seller and that buyer only, else null. */
            reserved_for: number | null;
            /**
             * @description When a reservation lapses back to active (7 days after it was made); null when not reserved.
             * @example 2026-11-25T07:30:00.000Z
             */
            reserved_until: string | null;
            rooms: number | null;
            seller_rating: components["schemas"]["Rating"];
            /**
             * @description The owner, or an agency.
             * @enum {string}
             */
            seller_type: "owner" | "agency";
            /** @description The buyer it was sold to: shown to the seller and that buyer only; null when sold elsewhere, not sold, or not yours to see. */
            sold_to: number | null;
            /**
             * @description Beyond spec/API.md: `active`, `reserved` (promised to one buyer; still listed), `sold` (final), `expired` (renewable for 90 days), `archived`, `hidden` (by a moderator). Lists show active and reserved only.
             * @enum {string}
             */
            status: "active" | "reserved" | "sold" | "expired" | "archived" | "paused" | "hidden";
            title: string;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            updated_at: string;
            userName: components["schemas"]["UserRef"];
        };
        RealEstateDetail: {
            real_estate: components["schemas"]["RealEstate"];
            similar: components["schemas"]["RealEstate"][];
        };
        RealEstatePage: {
            count: number;
            /** @description Beyond spec/API.md: true when there are more matches than `count` (a search counts its newest 300; a list filtered by price, condition or seller counts to 10,000). */
            count_capped: boolean;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["RealEstate"][];
            /**
             * @description Beyond spec/API.md: the search shown instead of the one asked for, when that found fewer than 3 and the same keys on the other keyboard layout found more (`ьфырштф` → `mashina`). Absent otherwise; `as_typed=true` asks for the words as typed.
             * @example mashina
             */
            shown_for?: string;
        };
        /**
         * @description A region with the Uzbek names of its districts.
         * @example {
         *       "id": 1,
         *       "region": "Toshkent shahri",
         *       "region_ru": "город Ташкент",
         *       "region_en": "Tashkent city",
         *       "districts": [
         *         "Bektemir tumani",
         *         "Chilonzor tumani",
         *         "Yunusobod tumani"
         *       ]
         *     }
         */
        Region: {
            districts: string[];
            id: number;
            region: string;
            region_en: string;
            region_ru: string;
        };
        RenewedProducts: {
            items: components["schemas"]["Product"][];
            renewed: number;
        };
        RenewedRealestate: {
            items: components["schemas"]["RealEstate"][];
            renewed: number;
        };
        RenewedServices: {
            items: components["schemas"]["Service"][];
            renewed: number;
        };
        /** @description A reply to a comment (one level deep). */
        Reply: {
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            /** @description Issue 23: why a moderator hid it; present only in its author’s answers (everyone else does not get a hidden comment at all). */
            hidden_reason?: string | null;
            id: number;
            likes: number;
            /**
             * @description As written, cleaned of control characters and bidirectional overrides; 1–1000 characters.
             * @example Narxi kelishiladimi?
             */
            text: string;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            updated_at: string;
            user: components["schemas"]["UserRef"];
        };
        ReportReceived: {
            /** @description "Thanks, we will look", in the request’s language. */
            message: string;
            report: components["schemas"]["MyReport"];
        };
        /**
         * @example {
         *       "result": true,
         *       "message": "Tasdiqlash kodi yuborildi"
         *     }
         */
        ResultMessage: {
            /** @description A localized message for the user. */
            message: string;
            result: boolean;
        };
        /** @description A shown review. */
        Review: {
            /** @description The reviewed person’s answer, if they gave it. */
            answer: string | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            answered_at: string | null;
            author: components["schemas"]["UserRef"];
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            id: number;
            /** @description The listing the deal was about; null while a moderator keeps it hidden (its title is its owner’s and the moderators’ only). */
            listing: {
                id: number;
                /** @enum {string} */
                kind: "product" | "service" | "real_estate";
                title: string;
            } | null;
            reasons: ("not_as_described" | "no_show" | "rude" | "price_changed" | "other")[];
            /**
             * @description The author’s side of the deal.
             * @enum {string}
             */
            role: "buyer" | "seller";
            stars: number;
            text: string | null;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            visible_at: string;
        };
        ReviewListing: {
            id: number;
            /** @enum {string} */
            kind: "product" | "service" | "real_estate";
            title: string;
        };
        /** @description A list’s filters its owner follows. */
        SavedSearch: {
            created_at: string;
            /**
             * @description `instant` (at most one alert each 15 minutes, none 22:00–08:00 Tashkent time), `daily` (09:00 Tashkent), `weekly` (Mondays 09:00), `off`.
             * @enum {string}
             */
            frequency: "instant" | "daily" | "weekly" | "off";
            id: number;
            /** @enum {string} */
            kind: "product" | "service" | "real_estate";
            last_alert_at: string | null;
            name: string;
            /** @description Listings found since its owner last opened it, still listed. */
            new_count: number;
            /**
             * @description The list it opens on the site (without a language prefix).
             * @example /products?q=cobalt&category=cars&max=80000000
             */
            path: string;
            /**
             * @description The list’s filters as a URL query (`?q=cobalt&region=10`), canonical; empty for none.
             * @example ?q=cobalt&category=cars&max=80000000
             */
            query: string;
            /** @description When its owner last opened it. */
            seen_at: string;
        };
        SavedSearches: {
            results: components["schemas"]["SavedSearch"][];
        };
        /** @description A page of the seller’s listed listings of one kind (each a `Product`, `Service` or `RealEstate` as `kind` asks), newest first by their sort date (the last raise, else creation). */
        SellerListingsPage: {
            count: number;
            /** @description Beyond spec/API.md: true when there are more matches than `count` (a search counts its newest 300; a list filtered by price, condition or seller counts to 10,000). */
            count_capped: boolean;
            next: string | null;
            previous: string | null;
            results: (components["schemas"]["Product"] | components["schemas"]["Service"] | components["schemas"]["RealEstate"])[];
        };
        /**
         * @description Someone’s public profile, as their page shows it.
         * @example {
         *       "id": 7,
         *       "username": "Sardor",
         *       "profile_image": {
         *         "image": null,
         *         "thumbnail": null
         *       },
         *       "location": null,
         *       "member_since": "2026-03-14T10:00:00.000Z",
         *       "sold_count": 4,
         *       "active_counts": {
         *         "product": 12,
         *         "service": 1,
         *         "real_estate": 0
         *       },
         *       "reply_time": 1800,
         *       "rating": {
         *         "score": 4.8,
         *         "count": 23
         *       }
         *     }
         */
        SellerProfile: {
            /** @description How many of their listings of each kind are listed now (active or reserved). */
            active_counts: {
                product: number;
                real_estate: number;
                service: number;
            };
            id: number;
            location: components["schemas"]["Location"] | null;
            /**
             * @description When they joined: ISO 8601, UTC.
             * @example 2026-03-14T10:00:00.000Z
             */
            member_since: string;
            profile_image: components["schemas"]["ProfileImage"];
            rating: components["schemas"]["Rating"];
            /**
             * @description The median time in seconds from the first message of someone who wrote to them to their first answer, over conversations started in the last 90 days (one still unanswered after a day counts as its wait); null with fewer than 3 such conversations.
             * @example 1800
             */
            reply_time: number | null;
            /** @description How many of their listings they marked sold. */
            sold_count: number;
            username: string;
        };
        Service: {
            category: components["schemas"]["Category"];
            comments_count: number;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            description: string;
            /**
             * @description When it expires unless renewed (30 days for goods, 60 for services and cars); renewing opens 7 days before.
             * @example 2026-11-25T07:30:00.000Z
             */
            expires_at: string;
            /** @description Why a moderator hid it (`status` `hidden`): shown to its owner only, else null. */
            hidden_reason: string | null;
            id: number;
            images: components["schemas"]["Image"][];
            likes: number;
            location: components["schemas"]["Location"];
            name: string;
            /**
             * @description When it was last raised to the top of the lists (at most once a week), else null. Lists sort by this date, else `created_at`.
             * @example 2026-11-25T07:30:00.000Z
             */
            raised_at: string | null;
            /**
             * @description The seller’s score (`seller_rating.score`): null while they have fewer than 3 reviews.
             * @example 4.8
             */
            rating: number | null;
            /** @description The buyer it is reserved for: shown to the seller and that buyer only, else null. */
            reserved_for: number | null;
            /**
             * @description When a reservation lapses back to active (7 days after it was made); null when not reserved.
             * @example 2026-11-25T07:30:00.000Z
             */
            reserved_until: string | null;
            seller_rating: components["schemas"]["Rating"];
            /** @description The buyer it was sold to: shown to the seller and that buyer only; null when sold elsewhere, not sold, or not yours to see. */
            sold_to: number | null;
            /**
             * @description Beyond spec/API.md: `active`, `reserved` (promised to one buyer; still listed), `sold` (final), `expired` (renewable for 90 days), `archived`, `hidden` (by a moderator). Lists show active and reserved only.
             * @enum {string}
             */
            status: "active" | "reserved" | "sold" | "expired" | "archived" | "paused" | "hidden";
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            updated_at: string;
            userName: components["schemas"]["UserRef"];
        };
        /** @description A comment on a service. */
        ServiceComment: {
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            created_at: string;
            /** @description Issue 23: why a moderator hid it; present only in its author’s answers (everyone else does not get a hidden comment at all). */
            hidden_reason?: string | null;
            id: number;
            likes: number;
            /** @description How many replies it has. */
            replies_count: number;
            /** @description The service it is on. */
            service_id: number;
            /**
             * @description As written, cleaned of control characters and bidirectional overrides; 1–1000 characters.
             * @example Narxi kelishiladimi?
             */
            text: string;
            /**
             * @description ISO 8601, UTC.
             * @example 2026-11-25T07:30:00.000Z
             */
            updated_at: string;
            user: components["schemas"]["UserRef"];
        };
        ServiceDetail: {
            service: components["schemas"]["Service"];
        };
        ServicePage: {
            count: number;
            /** @description Beyond spec/API.md: true when there are more matches than `count` (a search counts its newest 300; a list filtered by price, condition or seller counts to 10,000). */
            count_capped: boolean;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["Service"][];
            /**
             * @description Beyond spec/API.md: the search shown instead of the one asked for, when that found fewer than 3 and the same keys on the other keyboard layout found more (`ьфырштф` → `mashina`). Absent otherwise; `as_typed=true` asks for the words as typed.
             * @example mashina
             */
            shown_for?: string;
        };
        StudioPage: {
            draft: components["schemas"]["CopyDraft"];
            /** @description The page’s fields, derived from its schema (lib/page-copy.ts `copyForm`): groups, texts with their limits, lists, icons. */
            form?: unknown;
            /** @enum {string} */
            page: "landing" | "about" | "updates";
            /** @description What keeps the draft (or, without one, the published copy) from being published; empty: publishable. */
            problems: components["schemas"]["CopyProblem"][];
            published: {
                copy: components["schemas"]["PageCopy"];
                version: number;
            };
        };
        StudioPages: {
            results: components["schemas"]["StudioPageSummary"][];
        };
        StudioPageSummary: {
            draft: {
                editor: components["schemas"]["CopyEditor"];
                revision: number;
                updated_at: string;
            } | null;
            /** @enum {string} */
            page: "landing" | "about" | "updates";
            published_at: string | null;
            published_by: components["schemas"]["CopyEditor"];
            version: number;
        };
        Suggestion: {
            /**
             * @description The category’s slug (the list’s `category_name` filter, and `/products?category=`).
             * @example phones
             */
            category: string;
            /**
             * @description Whose it is: the list a category opens (`/products` or `/service`) and a phrase is searched in.
             * @example service
             * @enum {string}
             */
            kind: "product" | "service" | "real_estate";
            /** @description The category’s name in the asked language. */
            text: string;
            /** @enum {string} */
            type: "category";
        } | {
            /**
             * @description Whose it is: the list a category opens (`/products` or `/service`) and a phrase is searched in.
             * @example service
             * @enum {string}
             */
            kind: "product" | "service" | "real_estate";
            /**
             * @description The query completed: the words typed before, then a phrase of recent titles.
             * @example samsung galaxy
             */
            text: string;
            /** @enum {string} */
            type: "phrase";
        };
        Suggestions: {
            /** @description The query as read (trimmed). */
            query: string;
            suggestions: components["schemas"]["Suggestion"][];
        };
        /** @description Whether the signed-in user’s account is linked to a Telegram chat. */
        TelegramLinkStatus: {
            /** @description The site’s bot (without @). */
            bot: string;
            linked: boolean;
            /** @description The linked chat’s Telegram username (without @), when it has one. */
            username: string | null;
        };
        TelegramStartLink: {
            /** @description When the link stops working (10 minutes), ISO 8601 UTC. */
            expires_at: string;
            /**
             * @description `https://t.me/<bot>?start=<code>`: opening it and pressing Start in the bot links the account. The code is used once.
             * @example https://t.me/bozor_bot?start=Zq3…
             */
            url: string;
        };
        TelegramWebhookAnswer: {
            /** @enum {boolean} */
            ok: true;
        };
        Unsubscribed: {
            name: string;
        };
        /** @description The signed-in user in short; `location` is null until they pick one. */
        UserInfo: {
            id: number;
            location: components["schemas"]["Location"] | null;
            username: string;
        };
        /** @description The signed-in user and what they like. */
        UserInfoResponse: {
            data: components["schemas"]["AccountUser"];
            /** @description The comments the user likes. */
            liked_comments: {
                id: number;
            }[];
            /** @description The products the user likes. */
            liked_products: {
                id: number;
            }[];
            /** @description Beyond spec/API.md (issue 38): the real-estate listings the user likes. */
            liked_real_estate: {
                id: number;
            }[];
            /** @description The services the user likes. */
            liked_services: {
                id: number;
            }[];
            user_info: components["schemas"]["UserInfo"];
        };
        /** @description Another user as lists, listings and chats show them. */
        UserRef: {
            id: number;
            location: components["schemas"]["Location"] | null;
            profile_image: components["schemas"]["ProfileImage"];
            username: string;
        };
        /** @description A page of someone’s shown reviews (10 a page), newest first, with their score. */
        UserReviews: {
            /** @description How many reviews match (with `stars`, of that many). */
            count: number;
            rating: components["schemas"]["Rating"];
            results: components["schemas"]["Review"][];
            /**
             * @description How many shown reviews of each number of stars ("1" … "5").
             * @example {
             *       "1": 1,
             *       "2": 0,
             *       "3": 1,
             *       "4": 3,
             *       "5": 18
             *     }
             */
            stars: {
                [key: string]: number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
