/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AuditEvents($where: AuditEventWhereInput!, $take: Int!, $skip: Int!) {\n    auditEvents(where: $where, orderBy: [{ at: desc }], take: $take, skip: $skip) {\n      id\n      at\n      action\n      list\n      itemId\n      details\n      actor {\n        id\n        email\n      }\n      onBehalfOf {\n        id\n        email\n      }\n    }\n    auditEventsCount(where: $where)\n  }\n": typeof types.AuditEventsDocument,
    "\n  query AuditFilterOptions {\n    users(orderBy: [{ email: asc }], take: 2000) {\n      id\n      email\n    }\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n  }\n": typeof types.AuditFilterOptionsDocument,
    "\n  query InspectUser($id: ID!, $take: Int!) {\n    user(where: { id: $id }) {\n      ...UserAccount\n      employees {\n        ...UserEmployment\n        isHiddenInHr\n      }\n    }\n    adminUserStagedUploads(userId: $id) {\n      count\n      devices\n      reportedAt\n    }\n    adminUserSessions(userId: $id, take: $take) {\n      id\n      startedAt\n      expiresAt\n      revokedAt\n      active\n      impersonatedBy\n    }\n    auditEvents(\n      where: { OR: [{ actor: { id: { equals: $id } } }, { onBehalfOf: { id: { equals: $id } } }] }\n      orderBy: [{ at: desc }]\n      take: $take\n    ) {\n      id\n      at\n      action\n      list\n      itemId\n      actor {\n        email\n      }\n      onBehalfOf {\n        email\n      }\n    }\n  }\n": typeof types.InspectUserDocument,
    "\n  query InspectUserSearch($where: UserWhereInput!, $take: Int!) {\n    users(where: $where, orderBy: [{ name: asc }], take: $take) {\n      id\n      email\n      name\n    }\n  }\n": typeof types.InspectUserSearchDocument,
    "\n  query PortalConfig {\n    portalConfig {\n      managerUrl\n    }\n  }\n": typeof types.PortalConfigDocument,
    "\n  query AdminRecord($list: String!, $id: ID!) {\n    adminRecord(list: $list, id: $id) {\n      list\n      id\n      label\n      labelField\n      fields\n      relations {\n        field\n        items {\n          list\n          id\n          label\n          labelField\n        }\n      }\n    }\n  }\n": typeof types.AdminRecordDocument,
    "\n  query AdminRecords($list: String!, $search: String, $take: Int!, $skip: Int!) {\n    adminRecords(list: $list, search: $search, take: $take, skip: $skip) {\n      count\n      items {\n        list\n        id\n        label\n        labelField\n      }\n    }\n  }\n": typeof types.AdminRecordsDocument,
    "\n  mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {\n    redeemUserMagicAuthToken(email: $email, token: $token) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RedeemUserMagicAuthTokenDocument,
    "\n  mutation SendUserMagicAuthLink($email: String!) {\n    sendUserMagicAuthLink(email: $email)\n  }\n": typeof types.SendUserMagicAuthLinkDocument,
    "\n  query DashboardCounts(\n    $employeeId: ID!\n    $companyId: ID!\n    $withEmployee: Boolean!\n    $withHrDocuments: Boolean!\n    $withFinance: Boolean!\n    $withTaxation: Boolean!\n    $withWorkflows: Boolean!\n    $withEmployees: Boolean!\n  ) {\n    salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)\n    hrDocuments: hrDocumentsCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withHrDocuments)\n    accountingDocuments: accountingDocumentsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withFinance)\n    taxDocuments: accountingDocumentsCount(\n      where: { company: { id: { equals: $companyId } }, type: { equals: tax } }\n    ) @include(if: $withTaxation)\n    salaryWorkflows: hrSalaryWorkflowsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withWorkflows)\n    # Active employees as src/domain/employees.ts defines them (isActiveEmployee): not archived.\n    employees: companyEmployeesCount(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n    ) @include(if: $withEmployees)\n  }\n": typeof types.DashboardCountsDocument,
    "\n  query HrDocumentActions($company: ID, $today: CalendarDay) {\n    hrDocumentActions(company: $company, today: $today) {\n      reason\n      expirationDate\n      employee {\n        id\n        name\n      }\n      type {\n        id\n        name\n        names {\n          fr\n          en\n          de\n          pt\n        }\n      }\n    }\n  }\n": typeof types.HrDocumentActionsDocument,
    "\n  query DevOutbox {\n    devOutbox {\n      file\n      to\n      subject\n      text\n    }\n  }\n": typeof types.DevOutboxDocument,
    "\n  mutation DeleteHrDocument($id: ID!) {\n    deleteHrDocuments(where: [{ id: $id }]) {\n      id\n    }\n  }\n": typeof types.DeleteHrDocumentDocument,
    "\n  mutation ReviewHrDocument($id: ID!, $data: HrDocumentUpdateInput!) {\n    updateHrDocuments(data: [{ where: { id: $id }, data: $data }]) {\n      id\n    }\n  }\n": typeof types.ReviewHrDocumentDocument,
    "\n  query ReviewFilters {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      name\n    }\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n    }\n  }\n": typeof types.ReviewFiltersDocument,
    "\n  query ReviewInbox($where: HrDocumentWhereInput!, $orderBy: [HrDocumentOrderByInput!]!, $take: Int!, $skip: Int!) {\n    hrDocuments(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      createdAt\n      needsReview\n      requestedRemoval\n      removalReason\n      expirationDate\n      attachment {\n        filename\n        url\n      }\n      type {\n        id\n        name\n        names {\n          fr\n          en\n          de\n          pt\n        }\n      }\n      employee {\n        id\n        name\n        company {\n          id\n          name\n        }\n      }\n    }\n    hrDocumentsCount(where: $where)\n  }\n": typeof types.ReviewInboxDocument,
    "\n  mutation CreateEmployee($data: CompanyEmployeeCreateInput!) {\n    createCompanyEmployee(data: $data) {\n      id\n      name\n      code\n    }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  query EmployeeList($where: CompanyEmployeeWhereInput!, $take: Int!, $skip: Int!) {\n    companyEmployees(where: $where, orderBy: [{ name: asc }], take: $take, skip: $skip) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      company {\n        id\n        code\n      }\n    }\n  }\n": typeof types.EmployeeListDocument,
    "\n  query AccountingDocumentsPage($where: AccountingDocumentWhereInput!, $take: Int!, $skip: Int!) {\n    accountingDocuments(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {\n      id\n      type\n      date\n      tag\n      createdAt\n      attachment {\n        filename\n        filesize\n        url\n      }\n      reading {\n        ...AccountingReadingDetails\n      }\n    }\n    accountingDocumentsCount(where: $where)\n  }\n": typeof types.AccountingDocumentsPageDocument,
    "\n  query AccountingFacets($company: ID!, $type: AccountingDocumentTypeType) {\n    accountingDocumentFacets(company: $company, type: $type) {\n      tags\n      years\n    }\n  }\n": typeof types.AccountingFacetsDocument,
    "\n  query CompanyDetails($id: ID!) {\n    company(where: { id: $id }) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      personInChargeAccounting {\n        id\n        name\n        email\n        phone\n      }\n      personInChargeHumanResources {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n": typeof types.CompanyDetailsDocument,
    "\n  mutation DownloadArchiveUrl($list: ArchiveList!, $ids: [ID!]!) {\n    downloadArchiveUrl(list: $list, ids: $ids)\n  }\n": typeof types.DownloadArchiveUrlDocument,
    "\n  mutation MarkAccountingDocumentsSeen($company: ID!) {\n    markAccountingDocumentsSeen(company: $company)\n  }\n": typeof types.MarkAccountingDocumentsSeenDocument,
    "\n  query NewAccountingDocuments {\n    newAccountingDocuments {\n      count\n      company {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.NewAccountingDocumentsDocument,
    "\n  fragment AccountingEInvoicePartyFields on AccountingEInvoiceParty {\n    name\n    vatId\n    address {\n      lines\n      postalCode\n      city\n      subdivision\n      country\n    }\n  }\n": typeof types.AccountingEInvoicePartyFieldsFragmentDoc,
    "\n  query AccountingEInvoice($file: String!) {\n    accountingEInvoice(file: $file) {\n      outcome\n      refusal\n      invoice {\n        format\n        kind\n        number\n        issueDate\n        dueDate\n        currency\n        supplier {\n          ...AccountingEInvoicePartyFields\n        }\n        buyer {\n          ...AccountingEInvoicePartyFields\n        }\n        lines {\n          id\n          name\n          description\n          quantity\n          unitCode\n          unitPrice\n          netAmount\n          vatRate\n        }\n        lineCount\n        vatBreakdown {\n          rate\n          taxable\n          tax\n        }\n        netAmount\n        vatAmount\n        totalAmount\n        amountDue\n        iban\n        paymentReference\n      }\n    }\n  }\n": typeof types.AccountingEInvoiceDocument,
    "\n  mutation ConfirmAccountingReading($document: ID!, $values: [AccountingFieldValueInput!]!) {\n    confirmAccountingReading(document: $document, values: $values) {\n      id\n    }\n  }\n": typeof types.ConfirmAccountingReadingDocument,
    "\n  fragment AccountingReadingDetails on AccountingReading {\n    status\n    method\n    format\n    fields {\n      name\n      value\n      source\n      confidence\n    }\n    vatLines {\n      rate\n      taxable\n      tax\n    }\n    differences {\n      field\n      xml\n      text\n    }\n    confirmed {\n      name\n      value\n    }\n    confirmedAt\n    duplicateOf {\n      id\n      attachment {\n        filename\n      }\n    }\n  }\n": typeof types.AccountingReadingDetailsFragmentDoc,
    "\n  query AccountingDocumentsByReading($where: AccountingReadingsWhere!, $take: Int) {\n    accountingDocumentsByReading(where: $where, take: $take) {\n      id\n      type\n      attachment {\n        filename\n      }\n      reading {\n        ...AccountingReadingDetails\n      }\n    }\n  }\n": typeof types.AccountingDocumentsByReadingDocument,
    "\n  query EmployeeHrDocuments($employee: ID!) {\n    companyEmployee(where: { id: $employee }) {\n      id\n      name\n      settingHrDocumentsDisabled\n    }\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      documents(where: { employee: { id: { equals: $employee } } }, orderBy: [{ createdAt: desc }]) {\n        id\n        needsReview\n        requestedRemoval\n        removalReason\n        declined\n        declineReason\n        expirationDate\n        createdAt\n        replaces {\n          id\n        }\n        attachment {\n          filename\n          filesize\n          url\n        }\n      }\n    }\n  }\n": typeof types.EmployeeHrDocumentsDocument,
    "\n  mutation RequestHrDocumentRemoval($id: ID!, $requested: Boolean!, $reason: String) {\n    updateHrDocuments(data: [{ where: { id: $id }, data: { requestedRemoval: $requested, removalReason: $reason } }]) {\n      id\n      requestedRemoval\n    }\n  }\n": typeof types.RequestHrDocumentRemovalDocument,
    "\n  query HrMessageInbox {\n    hrMessageThreads(take: 200) {\n      unread\n      lastMessageAt\n      employee {\n        id\n        name\n        company {\n          name\n        }\n      }\n    }\n  }\n": typeof types.HrMessageInboxDocument,
    "\n  mutation MarkHrMessagesRead($employeeId: ID!) {\n    markHrMessagesRead(employee: { id: $employeeId })\n  }\n": typeof types.MarkHrMessagesReadDocument,
    "\n  query HrMessageThread($employeeId: ID!) {\n    companyEmployee(where: { id: $employeeId }) {\n      id\n      name\n      hrUnReadChatMessages\n    }\n    hrMessages(where: { employee: { id: { equals: $employeeId } } }, orderBy: [{ createdAt: asc }], take: 500) {\n      id\n      body\n      authorName\n      isMine\n      uploadKey\n      createdAt\n      attachment {\n        filename\n        url\n      }\n    }\n  }\n": typeof types.HrMessageThreadDocument,
    "\n  query HrProfile($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      name\n      code\n      profileVersion\n      profileData\n      profileHistory {\n        id\n        data\n        changedByName\n        createdAt\n      }\n    }\n  }\n": typeof types.HrProfileDocument,
    "\n  mutation UpdateHrProfile($id: ID!, $data: JSON!, $expectedVersion: Int) {\n    updateHrProfile(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      error\n      message\n      code\n      version\n    }\n  }\n": typeof types.UpdateHrProfileDocument,
    "\n  query MyAccountUses {\n    myAccountUses(take: 20) {\n      id\n      byName\n      startedAt\n      endedAt\n    }\n  }\n": typeof types.MyAccountUsesDocument,
    "\n  query ImpersonationCandidates($where: UserWhereInput!, $take: Int!) {\n    users(where: $where, orderBy: [{ name: asc }], take: $take) {\n      id\n      email\n      name\n      role {\n        canAccessAllCompanies\n        canSignInToApp\n      }\n      employees {\n        id\n        code\n        company {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.ImpersonationCandidatesDocument,
    "\n  query CurrentImpersonation {\n    currentImpersonation {\n      actorName\n      actorEmail\n      userName\n      userEmail\n      startedAt\n      expiresAt\n    }\n  }\n": typeof types.CurrentImpersonationDocument,
    "\n  mutation StartImpersonation($userId: ID!, $reason: String!) {\n    startImpersonation(userId: $userId, reason: $reason) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n          email\n          name\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n": typeof types.StartImpersonationDocument,
    "\n  mutation StopImpersonation {\n    stopImpersonation\n  }\n": typeof types.StopImpersonationDocument,
    "\n  mutation UpdateMyProfileLanguage($language: String!) {\n    updateMyProfileLanguage(language: $language) {\n      status\n    }\n  }\n": typeof types.UpdateMyProfileLanguageDocument,
    "\n  query ManagerCompanies($where: CompanyWhereInput!, $orderBy: [CompanyOrderByInput!]!, $take: Int, $skip: Int!) {\n    companies(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      hrEnabled\n      isArchived\n      version\n    }\n    companiesCount(where: $where)\n  }\n": typeof types.ManagerCompaniesDocument,
    "\n  query ManagerCompany($id: ID!) {\n    company(where: { id: $id }) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      hrEnabled\n      isArchived\n      version\n      personInChargeAccounting {\n        email\n      }\n      personInChargeHumanResources {\n        email\n      }\n      employees(orderBy: [{ name: asc }], take: 200) {\n        id\n        code\n        name\n        isArchived\n      }\n    }\n    staff: users(orderBy: [{ email: asc }], take: 500) {\n      id\n      email\n      name\n      role {\n        canAccessAllCompanies\n        canManageHumanResources\n        canManageAccounting\n        canManageTaxation\n      }\n    }\n  }\n": typeof types.ManagerCompanyDocument,
    "\n  mutation CreateCompany($data: CompanyCreateInput!) {\n    createCompany(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation CreateHrDocumentType($data: HrDocumentTypeCreateInput!) {\n    createHrDocumentType(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrDocumentTypeDocument,
    "\n  mutation CreateManagerEmployee($name: String!, $companyId: ID!) {\n    createCompanyEmployee(data: { name: $name, company: { connect: { id: $companyId } } }) {\n      id\n    }\n  }\n": typeof types.CreateManagerEmployeeDocument,
    "\n  mutation CreateUser($data: UserCreateInput!) {\n    createUser(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation DeleteCompany($id: ID!) {\n    deleteCompany(where: { id: $id }) {\n      id\n      isArchived\n    }\n  }\n": typeof types.DeleteCompanyDocument,
    "\n  mutation DeleteHrDocumentType($id: ID!) {\n    deleteHrDocumentType(where: { id: $id }) {\n      id\n    }\n  }\n": typeof types.DeleteHrDocumentTypeDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(where: { id: $id }) {\n      id\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  query ManagerDocumentType($id: ID!) {\n    hrDocumentType(where: { id: $id }) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      version\n      documentsCount\n    }\n  }\n": typeof types.ManagerDocumentTypeDocument,
    "\n  query ManagerDocumentTypes($where: HrDocumentTypeWhereInput!, $orderBy: [HrDocumentTypeOrderByInput!]!, $take: Int, $skip: Int!) {\n    hrDocumentTypes(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      manualOrder\n      version\n      documentsCount\n    }\n    hrDocumentTypesCount(where: $where)\n  }\n": typeof types.ManagerDocumentTypesDocument,
    "\n  query ManagerEmployee($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      hrDocumentNotification\n      settingWantsSalaryWorkflowNotification\n      settingWantsAccountingNotification\n      settingWantsHRSalariesNotification\n      settingHrDocumentsDisabled\n      version\n      role {\n        ...EmployeeRoleFlags\n      }\n      company {\n        id\n        code\n        name\n      }\n      user {\n        id\n        email\n      }\n    }\n    users(orderBy: [{ email: asc }], take: 2000) {\n      id\n      email\n    }\n  }\n": typeof types.ManagerEmployeeDocument,
    "\n  query ManagerEmployees($where: CompanyEmployeeWhereInput!, $orderBy: [CompanyEmployeeOrderByInput!]!, $take: Int, $skip: Int!) {\n    companyEmployees(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      hrDocumentNotification\n      settingHrDocumentsDisabled\n      version\n      company {\n        code\n      }\n      user {\n        email\n      }\n    }\n    companyEmployeesCount(where: $where)\n  }\n": typeof types.ManagerEmployeesDocument,
    "\n  mutation ReorderHrDocumentTypes($data: [HrDocumentTypeUpdateArgs!]!) {\n    updateHrDocumentTypes(data: $data) {\n      id\n      manualOrder\n    }\n  }\n": typeof types.ReorderHrDocumentTypesDocument,
    "\n  mutation UpdateCompany($id: ID!, $data: CompanyUpdateInput!) {\n    updateCompany(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  mutation UpdateHrDocumentType($id: ID!, $data: HrDocumentTypeUpdateInput!) {\n    updateHrDocumentType(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateHrDocumentTypeDocument,
    "\n  mutation UpdateCompanyEmployee($id: ID!, $data: CompanyEmployeeUpdateInput!) {\n    updateCompanyEmployee(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateCompanyEmployeeDocument,
    "\n  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {\n    updateUser(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query ManagerUser($id: ID!) {\n    user(where: { id: $id }) {\n      ...UserAccount\n      version\n      employees(orderBy: [{ name: asc }]) {\n        id\n        code\n        name\n        company {\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.ManagerUserDocument,
    "\n  query ManagerUsers($where: UserWhereInput!, $orderBy: [UserOrderByInput!]!, $take: Int, $skip: Int!) {\n    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      ...UserAccount\n      version\n    }\n    usersCount(where: $where)\n  }\n": typeof types.ManagerUsersDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      expiresAt\n      current\n      startedBySupport\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query MyNotifications($take: Int!) {\n    myNotifications(take: $take) {\n      id\n      kind\n      path\n      createdAt\n      readAt\n      employeeName\n      companyName\n      period\n      documentType\n      authorName\n      days\n    }\n  }\n": typeof types.MyNotificationsDocument,
    "\n  query MyUnreadNotificationsCount {\n    myUnreadNotificationsCount\n  }\n": typeof types.MyUnreadNotificationsCountDocument,
    "\n  query NotificationSettings($employeeId: ID!, $withEmployee: Boolean!) {\n    myNotificationDigest\n    companyEmployee(where: { id: $employeeId }) @include(if: $withEmployee) {\n      id\n      settingWantsHRSalariesNotification\n      settingWantsSalaryWorkflowNotification\n      settingWantsAccountingNotification\n      hrDocumentNotification\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($employeeId: ID!, $data: NotificationSettingsInput!) {\n    updateNotificationSettings(employee: { id: $employeeId }, data: $data) {\n      id\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  mutation UpdateMyNotificationDigest($digest: NotificationDigestType!) {\n    updateMyNotificationDigest(digest: $digest)\n  }\n": typeof types.UpdateMyNotificationDigestDocument,
    "\n  mutation DeleteSalaryControlDocument($id: ID!) {\n    deleteHrSalaryWorkflowDocument(where: { id: $id }) {\n      id\n    }\n  }\n": typeof types.DeleteSalaryControlDocumentDocument,
    "\n  mutation ReplySalaryControlDocument($data: HrSalaryWorkflowDocumentCreateInput!) {\n    createHrSalaryWorkflowDocument(data: $data) {\n      id\n    }\n  }\n": typeof types.ReplySalaryControlDocumentDocument,
    "\n  mutation ReviewSalaryControlDocument($id: ID!, $data: HrSalaryWorkflowDocumentUpdateInput!) {\n    updateHrSalaryWorkflowDocument(where: { id: $id }, data: $data) {\n      id\n      status\n      version\n    }\n  }\n": typeof types.ReviewSalaryControlDocumentDocument,
    "\n  query SalaryControlWorkflow($id: ID!) {\n    hrSalaryWorkflow(where: { id: $id }) {\n      id\n      date\n      status\n      createdAt\n      createdByName\n      releasedAt\n      releasedByName\n      reopenedAt\n      company {\n        id\n        code\n        name\n      }\n      documents(orderBy: [{ createdAt: asc }]) {\n        id\n        status\n        feedback\n        feedbackFg\n        version\n        createdAt\n        createdByName\n        reviewedAt\n        reviewedByName\n        replaces {\n          id\n        }\n        document {\n          filename\n          filesize\n          url\n        }\n      }\n    }\n  }\n": typeof types.SalaryControlWorkflowDocument,
    "\n  query SalaryControlWorkflows($where: HrSalaryWorkflowWhereInput!, $take: Int!, $skip: Int!) {\n    hrSalaryWorkflows(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {\n      id\n      date\n      status\n      createdAt\n      createdByName\n      releasedAt\n      reopenedAt\n      documentsCount\n      company {\n        id\n        code\n        name\n      }\n    }\n    hrSalaryWorkflowsCount(where: $where)\n  }\n": typeof types.SalaryControlWorkflowsDocument,
    "\n  query CompanyEmployeeChoices($companyId: ID!) {\n    companyEmployees(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n      orderBy: [{ name: asc }]\n    ) {\n      id\n      code\n      name\n    }\n  }\n": typeof types.CompanyEmployeeChoicesDocument,
    "\n  query EmployeeSearch($search: String!, $take: Int!) {\n    companyEmployees(\n      where: {\n        isHiddenInHr: { equals: false }\n        OR: [{ name: { contains: $search, mode: insensitive } }, { code: { startsWith: $search } }]\n      }\n      orderBy: [{ name: asc }]\n      take: $take\n    ) {\n      id\n      code\n      name\n      company {\n        id\n        code\n      }\n    }\n  }\n": typeof types.EmployeeSearchDocument,
    "\n  query AccountingDuplicates($where: AccountingDocumentWhereInput!) {\n    accountingDocuments(where: $where) {\n      id\n      attachmentSha256\n      company {\n        id\n      }\n    }\n  }\n": typeof types.AccountingDuplicatesDocument,
    "\n  query AccountingTagSuggestions($company: ID!) {\n    accountingDocumentFacets(company: $company) {\n      tags\n    }\n  }\n": typeof types.AccountingTagSuggestionsDocument,
    "\n  query HrDocumentUploadTypes {\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      expirationDateType\n    }\n  }\n": typeof types.HrDocumentUploadTypesDocument,
    "\n  query MonthSlips($companyIds: [ID!]!, $dates: [CalendarDay!]!) {\n    hrSalaries(where: { type: { equals: slip }, date: { in: $dates }, employee: { company: { id: { in: $companyIds } } } }) {\n      date\n      employee {\n        id\n      }\n    }\n  }\n": typeof types.MonthSlipsDocument,
    "\n  query EmployeeSalaries($employee: ID!) {\n    hrSalaries(where: { employee: { id: { equals: $employee } } }, orderBy: [{ date: desc }]) {\n      id\n      date\n      type\n      firstSeenAt\n      attachment {\n        filename\n        filesize\n        url\n      }\n    }\n  }\n": typeof types.EmployeeSalariesDocument,
    "\n  mutation SalaryArchive($ids: [ID!]!, $list: ArchiveList!) {\n    downloadArchiveUrl(ids: $ids, list: $list)\n  }\n": typeof types.SalaryArchiveDocument,
    "\n  query SalaryDuplicates($where: HrSalaryWhereInput!) {\n    hrSalaries(where: $where) {\n      id\n      date\n      type\n      employee {\n        id\n      }\n    }\n  }\n": typeof types.SalaryDuplicatesDocument,
    "\n  query UploadDirectory {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n    companyEmployees(where: { isArchived: { equals: false } }, orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      isHiddenInHr\n      company {\n        id\n        code\n      }\n    }\n  }\n": typeof types.UploadDirectoryDocument,
    "\n  query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {\n    hrSalaryWorkflows(where: $where) {\n      id\n      date\n      company {\n        id\n      }\n    }\n  }\n": typeof types.WorkflowDuplicatesDocument,
    "\n  query PayrollSplitProfiles {\n    companyEmployees(where: { isArchived: { equals: false } }) {\n      id\n      profileData\n    }\n  }\n": typeof types.PayrollSplitProfilesDocument,
    "\n  mutation ReportStagedUploads($device: String!, $count: Int!) {\n    reportStagedUploads(device: $device, count: $count)\n  }\n": typeof types.ReportStagedUploadsDocument,
    "\n  fragment UserRoleFlags on UserRole {\n    canAccessKeystone\n    canSignInToApp\n    canManageAccounts\n    canManageRoles\n    canManageAccounting\n    canManageTaxation\n    canManageHumanResources\n    canAccessAllCompanies\n    canRemoveSalaryWorkflowDocument\n    canCreateContracts\n  }\n": typeof types.UserRoleFlagsFragmentDoc,
    "\n  fragment EmployeeRoleFlags on EmployeeRole {\n    canAccessFinance\n    canAccessTaxation\n    canManageHumanResources\n    canAccessSalaryWorkflow\n    canAccessCompanyCodes\n    canAccessCompanyContacts\n  }\n": typeof types.EmployeeRoleFlagsFragmentDoc,
    "\n  fragment UserAccount on User {\n    id\n    email\n    name\n    language\n    role {\n      ...UserRoleFlags\n    }\n  }\n": typeof types.UserAccountFragmentDoc,
    "\n  fragment UserEmployment on CompanyEmployee {\n    id\n    code\n    name\n    isArchived\n    company {\n      id\n      code\n      name\n      hrEnabled\n    }\n    role {\n      ...EmployeeRoleFlags\n    }\n  }\n": typeof types.UserEmploymentFragmentDoc,
    "\n  query HrUnreadMessages {\n    hrUnreadMessages\n  }\n": typeof types.HrUnreadMessagesDocument,
    "\n  mutation CreateHrMessageFromOutbox($data: HrMessageCreateInput!) {\n    createHrMessage(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrMessageFromOutboxDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription)\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribePushDocument,
    "\n  query Companies {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      hrEnabled\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  query EmployeePlacement($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      company {\n        id\n      }\n    }\n  }\n": typeof types.EmployeePlacementDocument,
    "\n  query Me {\n    me {\n      ...UserAccount\n      emailHash\n      employees(orderBy: [{ name: asc }]) {\n        ...UserEmployment\n        letter\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Signout {\n    signout\n  }\n": typeof types.SignoutDocument,
    "\n  mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {\n    createHrSalary(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrSalaryUploadDocument,
    "\n  mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {\n    createHrSalaryWorkflow(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrSalaryWorkflowUploadDocument,
    "\n  mutation CreateHrSalaryWorkflowDocumentUpload($data: HrSalaryWorkflowDocumentCreateInput!) {\n    createHrSalaryWorkflowDocument(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrSalaryWorkflowDocumentUploadDocument,
    "\n  mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {\n    createAccountingDocument(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateAccountingDocumentUploadDocument,
    "\n  mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {\n    createHrDocument(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrDocumentUploadDocument,
};
const documents: Documents = {
    "\n  query AuditEvents($where: AuditEventWhereInput!, $take: Int!, $skip: Int!) {\n    auditEvents(where: $where, orderBy: [{ at: desc }], take: $take, skip: $skip) {\n      id\n      at\n      action\n      list\n      itemId\n      details\n      actor {\n        id\n        email\n      }\n      onBehalfOf {\n        id\n        email\n      }\n    }\n    auditEventsCount(where: $where)\n  }\n": types.AuditEventsDocument,
    "\n  query AuditFilterOptions {\n    users(orderBy: [{ email: asc }], take: 2000) {\n      id\n      email\n    }\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n  }\n": types.AuditFilterOptionsDocument,
    "\n  query InspectUser($id: ID!, $take: Int!) {\n    user(where: { id: $id }) {\n      ...UserAccount\n      employees {\n        ...UserEmployment\n        isHiddenInHr\n      }\n    }\n    adminUserStagedUploads(userId: $id) {\n      count\n      devices\n      reportedAt\n    }\n    adminUserSessions(userId: $id, take: $take) {\n      id\n      startedAt\n      expiresAt\n      revokedAt\n      active\n      impersonatedBy\n    }\n    auditEvents(\n      where: { OR: [{ actor: { id: { equals: $id } } }, { onBehalfOf: { id: { equals: $id } } }] }\n      orderBy: [{ at: desc }]\n      take: $take\n    ) {\n      id\n      at\n      action\n      list\n      itemId\n      actor {\n        email\n      }\n      onBehalfOf {\n        email\n      }\n    }\n  }\n": types.InspectUserDocument,
    "\n  query InspectUserSearch($where: UserWhereInput!, $take: Int!) {\n    users(where: $where, orderBy: [{ name: asc }], take: $take) {\n      id\n      email\n      name\n    }\n  }\n": types.InspectUserSearchDocument,
    "\n  query PortalConfig {\n    portalConfig {\n      managerUrl\n    }\n  }\n": types.PortalConfigDocument,
    "\n  query AdminRecord($list: String!, $id: ID!) {\n    adminRecord(list: $list, id: $id) {\n      list\n      id\n      label\n      labelField\n      fields\n      relations {\n        field\n        items {\n          list\n          id\n          label\n          labelField\n        }\n      }\n    }\n  }\n": types.AdminRecordDocument,
    "\n  query AdminRecords($list: String!, $search: String, $take: Int!, $skip: Int!) {\n    adminRecords(list: $list, search: $search, take: $take, skip: $skip) {\n      count\n      items {\n        list\n        id\n        label\n        labelField\n      }\n    }\n  }\n": types.AdminRecordsDocument,
    "\n  mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {\n    redeemUserMagicAuthToken(email: $email, token: $token) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n": types.RedeemUserMagicAuthTokenDocument,
    "\n  mutation SendUserMagicAuthLink($email: String!) {\n    sendUserMagicAuthLink(email: $email)\n  }\n": types.SendUserMagicAuthLinkDocument,
    "\n  query DashboardCounts(\n    $employeeId: ID!\n    $companyId: ID!\n    $withEmployee: Boolean!\n    $withHrDocuments: Boolean!\n    $withFinance: Boolean!\n    $withTaxation: Boolean!\n    $withWorkflows: Boolean!\n    $withEmployees: Boolean!\n  ) {\n    salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)\n    hrDocuments: hrDocumentsCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withHrDocuments)\n    accountingDocuments: accountingDocumentsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withFinance)\n    taxDocuments: accountingDocumentsCount(\n      where: { company: { id: { equals: $companyId } }, type: { equals: tax } }\n    ) @include(if: $withTaxation)\n    salaryWorkflows: hrSalaryWorkflowsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withWorkflows)\n    # Active employees as src/domain/employees.ts defines them (isActiveEmployee): not archived.\n    employees: companyEmployeesCount(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n    ) @include(if: $withEmployees)\n  }\n": types.DashboardCountsDocument,
    "\n  query HrDocumentActions($company: ID, $today: CalendarDay) {\n    hrDocumentActions(company: $company, today: $today) {\n      reason\n      expirationDate\n      employee {\n        id\n        name\n      }\n      type {\n        id\n        name\n        names {\n          fr\n          en\n          de\n          pt\n        }\n      }\n    }\n  }\n": types.HrDocumentActionsDocument,
    "\n  query DevOutbox {\n    devOutbox {\n      file\n      to\n      subject\n      text\n    }\n  }\n": types.DevOutboxDocument,
    "\n  mutation DeleteHrDocument($id: ID!) {\n    deleteHrDocuments(where: [{ id: $id }]) {\n      id\n    }\n  }\n": types.DeleteHrDocumentDocument,
    "\n  mutation ReviewHrDocument($id: ID!, $data: HrDocumentUpdateInput!) {\n    updateHrDocuments(data: [{ where: { id: $id }, data: $data }]) {\n      id\n    }\n  }\n": types.ReviewHrDocumentDocument,
    "\n  query ReviewFilters {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      name\n    }\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n    }\n  }\n": types.ReviewFiltersDocument,
    "\n  query ReviewInbox($where: HrDocumentWhereInput!, $orderBy: [HrDocumentOrderByInput!]!, $take: Int!, $skip: Int!) {\n    hrDocuments(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      createdAt\n      needsReview\n      requestedRemoval\n      removalReason\n      expirationDate\n      attachment {\n        filename\n        url\n      }\n      type {\n        id\n        name\n        names {\n          fr\n          en\n          de\n          pt\n        }\n      }\n      employee {\n        id\n        name\n        company {\n          id\n          name\n        }\n      }\n    }\n    hrDocumentsCount(where: $where)\n  }\n": types.ReviewInboxDocument,
    "\n  mutation CreateEmployee($data: CompanyEmployeeCreateInput!) {\n    createCompanyEmployee(data: $data) {\n      id\n      name\n      code\n    }\n  }\n": types.CreateEmployeeDocument,
    "\n  query EmployeeList($where: CompanyEmployeeWhereInput!, $take: Int!, $skip: Int!) {\n    companyEmployees(where: $where, orderBy: [{ name: asc }], take: $take, skip: $skip) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      company {\n        id\n        code\n      }\n    }\n  }\n": types.EmployeeListDocument,
    "\n  query AccountingDocumentsPage($where: AccountingDocumentWhereInput!, $take: Int!, $skip: Int!) {\n    accountingDocuments(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {\n      id\n      type\n      date\n      tag\n      createdAt\n      attachment {\n        filename\n        filesize\n        url\n      }\n      reading {\n        ...AccountingReadingDetails\n      }\n    }\n    accountingDocumentsCount(where: $where)\n  }\n": types.AccountingDocumentsPageDocument,
    "\n  query AccountingFacets($company: ID!, $type: AccountingDocumentTypeType) {\n    accountingDocumentFacets(company: $company, type: $type) {\n      tags\n      years\n    }\n  }\n": types.AccountingFacetsDocument,
    "\n  query CompanyDetails($id: ID!) {\n    company(where: { id: $id }) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      personInChargeAccounting {\n        id\n        name\n        email\n        phone\n      }\n      personInChargeHumanResources {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n": types.CompanyDetailsDocument,
    "\n  mutation DownloadArchiveUrl($list: ArchiveList!, $ids: [ID!]!) {\n    downloadArchiveUrl(list: $list, ids: $ids)\n  }\n": types.DownloadArchiveUrlDocument,
    "\n  mutation MarkAccountingDocumentsSeen($company: ID!) {\n    markAccountingDocumentsSeen(company: $company)\n  }\n": types.MarkAccountingDocumentsSeenDocument,
    "\n  query NewAccountingDocuments {\n    newAccountingDocuments {\n      count\n      company {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.NewAccountingDocumentsDocument,
    "\n  fragment AccountingEInvoicePartyFields on AccountingEInvoiceParty {\n    name\n    vatId\n    address {\n      lines\n      postalCode\n      city\n      subdivision\n      country\n    }\n  }\n": types.AccountingEInvoicePartyFieldsFragmentDoc,
    "\n  query AccountingEInvoice($file: String!) {\n    accountingEInvoice(file: $file) {\n      outcome\n      refusal\n      invoice {\n        format\n        kind\n        number\n        issueDate\n        dueDate\n        currency\n        supplier {\n          ...AccountingEInvoicePartyFields\n        }\n        buyer {\n          ...AccountingEInvoicePartyFields\n        }\n        lines {\n          id\n          name\n          description\n          quantity\n          unitCode\n          unitPrice\n          netAmount\n          vatRate\n        }\n        lineCount\n        vatBreakdown {\n          rate\n          taxable\n          tax\n        }\n        netAmount\n        vatAmount\n        totalAmount\n        amountDue\n        iban\n        paymentReference\n      }\n    }\n  }\n": types.AccountingEInvoiceDocument,
    "\n  mutation ConfirmAccountingReading($document: ID!, $values: [AccountingFieldValueInput!]!) {\n    confirmAccountingReading(document: $document, values: $values) {\n      id\n    }\n  }\n": types.ConfirmAccountingReadingDocument,
    "\n  fragment AccountingReadingDetails on AccountingReading {\n    status\n    method\n    format\n    fields {\n      name\n      value\n      source\n      confidence\n    }\n    vatLines {\n      rate\n      taxable\n      tax\n    }\n    differences {\n      field\n      xml\n      text\n    }\n    confirmed {\n      name\n      value\n    }\n    confirmedAt\n    duplicateOf {\n      id\n      attachment {\n        filename\n      }\n    }\n  }\n": types.AccountingReadingDetailsFragmentDoc,
    "\n  query AccountingDocumentsByReading($where: AccountingReadingsWhere!, $take: Int) {\n    accountingDocumentsByReading(where: $where, take: $take) {\n      id\n      type\n      attachment {\n        filename\n      }\n      reading {\n        ...AccountingReadingDetails\n      }\n    }\n  }\n": types.AccountingDocumentsByReadingDocument,
    "\n  query EmployeeHrDocuments($employee: ID!) {\n    companyEmployee(where: { id: $employee }) {\n      id\n      name\n      settingHrDocumentsDisabled\n    }\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      documents(where: { employee: { id: { equals: $employee } } }, orderBy: [{ createdAt: desc }]) {\n        id\n        needsReview\n        requestedRemoval\n        removalReason\n        declined\n        declineReason\n        expirationDate\n        createdAt\n        replaces {\n          id\n        }\n        attachment {\n          filename\n          filesize\n          url\n        }\n      }\n    }\n  }\n": types.EmployeeHrDocumentsDocument,
    "\n  mutation RequestHrDocumentRemoval($id: ID!, $requested: Boolean!, $reason: String) {\n    updateHrDocuments(data: [{ where: { id: $id }, data: { requestedRemoval: $requested, removalReason: $reason } }]) {\n      id\n      requestedRemoval\n    }\n  }\n": types.RequestHrDocumentRemovalDocument,
    "\n  query HrMessageInbox {\n    hrMessageThreads(take: 200) {\n      unread\n      lastMessageAt\n      employee {\n        id\n        name\n        company {\n          name\n        }\n      }\n    }\n  }\n": types.HrMessageInboxDocument,
    "\n  mutation MarkHrMessagesRead($employeeId: ID!) {\n    markHrMessagesRead(employee: { id: $employeeId })\n  }\n": types.MarkHrMessagesReadDocument,
    "\n  query HrMessageThread($employeeId: ID!) {\n    companyEmployee(where: { id: $employeeId }) {\n      id\n      name\n      hrUnReadChatMessages\n    }\n    hrMessages(where: { employee: { id: { equals: $employeeId } } }, orderBy: [{ createdAt: asc }], take: 500) {\n      id\n      body\n      authorName\n      isMine\n      uploadKey\n      createdAt\n      attachment {\n        filename\n        url\n      }\n    }\n  }\n": types.HrMessageThreadDocument,
    "\n  query HrProfile($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      name\n      code\n      profileVersion\n      profileData\n      profileHistory {\n        id\n        data\n        changedByName\n        createdAt\n      }\n    }\n  }\n": types.HrProfileDocument,
    "\n  mutation UpdateHrProfile($id: ID!, $data: JSON!, $expectedVersion: Int) {\n    updateHrProfile(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      error\n      message\n      code\n      version\n    }\n  }\n": types.UpdateHrProfileDocument,
    "\n  query MyAccountUses {\n    myAccountUses(take: 20) {\n      id\n      byName\n      startedAt\n      endedAt\n    }\n  }\n": types.MyAccountUsesDocument,
    "\n  query ImpersonationCandidates($where: UserWhereInput!, $take: Int!) {\n    users(where: $where, orderBy: [{ name: asc }], take: $take) {\n      id\n      email\n      name\n      role {\n        canAccessAllCompanies\n        canSignInToApp\n      }\n      employees {\n        id\n        code\n        company {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n": types.ImpersonationCandidatesDocument,
    "\n  query CurrentImpersonation {\n    currentImpersonation {\n      actorName\n      actorEmail\n      userName\n      userEmail\n      startedAt\n      expiresAt\n    }\n  }\n": types.CurrentImpersonationDocument,
    "\n  mutation StartImpersonation($userId: ID!, $reason: String!) {\n    startImpersonation(userId: $userId, reason: $reason) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n          email\n          name\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n": types.StartImpersonationDocument,
    "\n  mutation StopImpersonation {\n    stopImpersonation\n  }\n": types.StopImpersonationDocument,
    "\n  mutation UpdateMyProfileLanguage($language: String!) {\n    updateMyProfileLanguage(language: $language) {\n      status\n    }\n  }\n": types.UpdateMyProfileLanguageDocument,
    "\n  query ManagerCompanies($where: CompanyWhereInput!, $orderBy: [CompanyOrderByInput!]!, $take: Int, $skip: Int!) {\n    companies(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      hrEnabled\n      isArchived\n      version\n    }\n    companiesCount(where: $where)\n  }\n": types.ManagerCompaniesDocument,
    "\n  query ManagerCompany($id: ID!) {\n    company(where: { id: $id }) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      hrEnabled\n      isArchived\n      version\n      personInChargeAccounting {\n        email\n      }\n      personInChargeHumanResources {\n        email\n      }\n      employees(orderBy: [{ name: asc }], take: 200) {\n        id\n        code\n        name\n        isArchived\n      }\n    }\n    staff: users(orderBy: [{ email: asc }], take: 500) {\n      id\n      email\n      name\n      role {\n        canAccessAllCompanies\n        canManageHumanResources\n        canManageAccounting\n        canManageTaxation\n      }\n    }\n  }\n": types.ManagerCompanyDocument,
    "\n  mutation CreateCompany($data: CompanyCreateInput!) {\n    createCompany(data: $data) {\n      id\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation CreateHrDocumentType($data: HrDocumentTypeCreateInput!) {\n    createHrDocumentType(data: $data) {\n      id\n    }\n  }\n": types.CreateHrDocumentTypeDocument,
    "\n  mutation CreateManagerEmployee($name: String!, $companyId: ID!) {\n    createCompanyEmployee(data: { name: $name, company: { connect: { id: $companyId } } }) {\n      id\n    }\n  }\n": types.CreateManagerEmployeeDocument,
    "\n  mutation CreateUser($data: UserCreateInput!) {\n    createUser(data: $data) {\n      id\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation DeleteCompany($id: ID!) {\n    deleteCompany(where: { id: $id }) {\n      id\n      isArchived\n    }\n  }\n": types.DeleteCompanyDocument,
    "\n  mutation DeleteHrDocumentType($id: ID!) {\n    deleteHrDocumentType(where: { id: $id }) {\n      id\n    }\n  }\n": types.DeleteHrDocumentTypeDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(where: { id: $id }) {\n      id\n    }\n  }\n": types.DeleteUserDocument,
    "\n  query ManagerDocumentType($id: ID!) {\n    hrDocumentType(where: { id: $id }) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      version\n      documentsCount\n    }\n  }\n": types.ManagerDocumentTypeDocument,
    "\n  query ManagerDocumentTypes($where: HrDocumentTypeWhereInput!, $orderBy: [HrDocumentTypeOrderByInput!]!, $take: Int, $skip: Int!) {\n    hrDocumentTypes(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      manualOrder\n      version\n      documentsCount\n    }\n    hrDocumentTypesCount(where: $where)\n  }\n": types.ManagerDocumentTypesDocument,
    "\n  query ManagerEmployee($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      hrDocumentNotification\n      settingWantsSalaryWorkflowNotification\n      settingWantsAccountingNotification\n      settingWantsHRSalariesNotification\n      settingHrDocumentsDisabled\n      version\n      role {\n        ...EmployeeRoleFlags\n      }\n      company {\n        id\n        code\n        name\n      }\n      user {\n        id\n        email\n      }\n    }\n    users(orderBy: [{ email: asc }], take: 2000) {\n      id\n      email\n    }\n  }\n": types.ManagerEmployeeDocument,
    "\n  query ManagerEmployees($where: CompanyEmployeeWhereInput!, $orderBy: [CompanyEmployeeOrderByInput!]!, $take: Int, $skip: Int!) {\n    companyEmployees(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      hrDocumentNotification\n      settingHrDocumentsDisabled\n      version\n      company {\n        code\n      }\n      user {\n        email\n      }\n    }\n    companyEmployeesCount(where: $where)\n  }\n": types.ManagerEmployeesDocument,
    "\n  mutation ReorderHrDocumentTypes($data: [HrDocumentTypeUpdateArgs!]!) {\n    updateHrDocumentTypes(data: $data) {\n      id\n      manualOrder\n    }\n  }\n": types.ReorderHrDocumentTypesDocument,
    "\n  mutation UpdateCompany($id: ID!, $data: CompanyUpdateInput!) {\n    updateCompany(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  mutation UpdateHrDocumentType($id: ID!, $data: HrDocumentTypeUpdateInput!) {\n    updateHrDocumentType(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n": types.UpdateHrDocumentTypeDocument,
    "\n  mutation UpdateCompanyEmployee($id: ID!, $data: CompanyEmployeeUpdateInput!) {\n    updateCompanyEmployee(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n": types.UpdateCompanyEmployeeDocument,
    "\n  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {\n    updateUser(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query ManagerUser($id: ID!) {\n    user(where: { id: $id }) {\n      ...UserAccount\n      version\n      employees(orderBy: [{ name: asc }]) {\n        id\n        code\n        name\n        company {\n          code\n          name\n        }\n      }\n    }\n  }\n": types.ManagerUserDocument,
    "\n  query ManagerUsers($where: UserWhereInput!, $orderBy: [UserOrderByInput!]!, $take: Int, $skip: Int!) {\n    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      ...UserAccount\n      version\n    }\n    usersCount(where: $where)\n  }\n": types.ManagerUsersDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      expiresAt\n      current\n      startedBySupport\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query MyNotifications($take: Int!) {\n    myNotifications(take: $take) {\n      id\n      kind\n      path\n      createdAt\n      readAt\n      employeeName\n      companyName\n      period\n      documentType\n      authorName\n      days\n    }\n  }\n": types.MyNotificationsDocument,
    "\n  query MyUnreadNotificationsCount {\n    myUnreadNotificationsCount\n  }\n": types.MyUnreadNotificationsCountDocument,
    "\n  query NotificationSettings($employeeId: ID!, $withEmployee: Boolean!) {\n    myNotificationDigest\n    companyEmployee(where: { id: $employeeId }) @include(if: $withEmployee) {\n      id\n      settingWantsHRSalariesNotification\n      settingWantsSalaryWorkflowNotification\n      settingWantsAccountingNotification\n      hrDocumentNotification\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($employeeId: ID!, $data: NotificationSettingsInput!) {\n    updateNotificationSettings(employee: { id: $employeeId }, data: $data) {\n      id\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  mutation UpdateMyNotificationDigest($digest: NotificationDigestType!) {\n    updateMyNotificationDigest(digest: $digest)\n  }\n": types.UpdateMyNotificationDigestDocument,
    "\n  mutation DeleteSalaryControlDocument($id: ID!) {\n    deleteHrSalaryWorkflowDocument(where: { id: $id }) {\n      id\n    }\n  }\n": types.DeleteSalaryControlDocumentDocument,
    "\n  mutation ReplySalaryControlDocument($data: HrSalaryWorkflowDocumentCreateInput!) {\n    createHrSalaryWorkflowDocument(data: $data) {\n      id\n    }\n  }\n": types.ReplySalaryControlDocumentDocument,
    "\n  mutation ReviewSalaryControlDocument($id: ID!, $data: HrSalaryWorkflowDocumentUpdateInput!) {\n    updateHrSalaryWorkflowDocument(where: { id: $id }, data: $data) {\n      id\n      status\n      version\n    }\n  }\n": types.ReviewSalaryControlDocumentDocument,
    "\n  query SalaryControlWorkflow($id: ID!) {\n    hrSalaryWorkflow(where: { id: $id }) {\n      id\n      date\n      status\n      createdAt\n      createdByName\n      releasedAt\n      releasedByName\n      reopenedAt\n      company {\n        id\n        code\n        name\n      }\n      documents(orderBy: [{ createdAt: asc }]) {\n        id\n        status\n        feedback\n        feedbackFg\n        version\n        createdAt\n        createdByName\n        reviewedAt\n        reviewedByName\n        replaces {\n          id\n        }\n        document {\n          filename\n          filesize\n          url\n        }\n      }\n    }\n  }\n": types.SalaryControlWorkflowDocument,
    "\n  query SalaryControlWorkflows($where: HrSalaryWorkflowWhereInput!, $take: Int!, $skip: Int!) {\n    hrSalaryWorkflows(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {\n      id\n      date\n      status\n      createdAt\n      createdByName\n      releasedAt\n      reopenedAt\n      documentsCount\n      company {\n        id\n        code\n        name\n      }\n    }\n    hrSalaryWorkflowsCount(where: $where)\n  }\n": types.SalaryControlWorkflowsDocument,
    "\n  query CompanyEmployeeChoices($companyId: ID!) {\n    companyEmployees(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n      orderBy: [{ name: asc }]\n    ) {\n      id\n      code\n      name\n    }\n  }\n": types.CompanyEmployeeChoicesDocument,
    "\n  query EmployeeSearch($search: String!, $take: Int!) {\n    companyEmployees(\n      where: {\n        isHiddenInHr: { equals: false }\n        OR: [{ name: { contains: $search, mode: insensitive } }, { code: { startsWith: $search } }]\n      }\n      orderBy: [{ name: asc }]\n      take: $take\n    ) {\n      id\n      code\n      name\n      company {\n        id\n        code\n      }\n    }\n  }\n": types.EmployeeSearchDocument,
    "\n  query AccountingDuplicates($where: AccountingDocumentWhereInput!) {\n    accountingDocuments(where: $where) {\n      id\n      attachmentSha256\n      company {\n        id\n      }\n    }\n  }\n": types.AccountingDuplicatesDocument,
    "\n  query AccountingTagSuggestions($company: ID!) {\n    accountingDocumentFacets(company: $company) {\n      tags\n    }\n  }\n": types.AccountingTagSuggestionsDocument,
    "\n  query HrDocumentUploadTypes {\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      expirationDateType\n    }\n  }\n": types.HrDocumentUploadTypesDocument,
    "\n  query MonthSlips($companyIds: [ID!]!, $dates: [CalendarDay!]!) {\n    hrSalaries(where: { type: { equals: slip }, date: { in: $dates }, employee: { company: { id: { in: $companyIds } } } }) {\n      date\n      employee {\n        id\n      }\n    }\n  }\n": types.MonthSlipsDocument,
    "\n  query EmployeeSalaries($employee: ID!) {\n    hrSalaries(where: { employee: { id: { equals: $employee } } }, orderBy: [{ date: desc }]) {\n      id\n      date\n      type\n      firstSeenAt\n      attachment {\n        filename\n        filesize\n        url\n      }\n    }\n  }\n": types.EmployeeSalariesDocument,
    "\n  mutation SalaryArchive($ids: [ID!]!, $list: ArchiveList!) {\n    downloadArchiveUrl(ids: $ids, list: $list)\n  }\n": types.SalaryArchiveDocument,
    "\n  query SalaryDuplicates($where: HrSalaryWhereInput!) {\n    hrSalaries(where: $where) {\n      id\n      date\n      type\n      employee {\n        id\n      }\n    }\n  }\n": types.SalaryDuplicatesDocument,
    "\n  query UploadDirectory {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n    companyEmployees(where: { isArchived: { equals: false } }, orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      isHiddenInHr\n      company {\n        id\n        code\n      }\n    }\n  }\n": types.UploadDirectoryDocument,
    "\n  query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {\n    hrSalaryWorkflows(where: $where) {\n      id\n      date\n      company {\n        id\n      }\n    }\n  }\n": types.WorkflowDuplicatesDocument,
    "\n  query PayrollSplitProfiles {\n    companyEmployees(where: { isArchived: { equals: false } }) {\n      id\n      profileData\n    }\n  }\n": types.PayrollSplitProfilesDocument,
    "\n  mutation ReportStagedUploads($device: String!, $count: Int!) {\n    reportStagedUploads(device: $device, count: $count)\n  }\n": types.ReportStagedUploadsDocument,
    "\n  fragment UserRoleFlags on UserRole {\n    canAccessKeystone\n    canSignInToApp\n    canManageAccounts\n    canManageRoles\n    canManageAccounting\n    canManageTaxation\n    canManageHumanResources\n    canAccessAllCompanies\n    canRemoveSalaryWorkflowDocument\n    canCreateContracts\n  }\n": types.UserRoleFlagsFragmentDoc,
    "\n  fragment EmployeeRoleFlags on EmployeeRole {\n    canAccessFinance\n    canAccessTaxation\n    canManageHumanResources\n    canAccessSalaryWorkflow\n    canAccessCompanyCodes\n    canAccessCompanyContacts\n  }\n": types.EmployeeRoleFlagsFragmentDoc,
    "\n  fragment UserAccount on User {\n    id\n    email\n    name\n    language\n    role {\n      ...UserRoleFlags\n    }\n  }\n": types.UserAccountFragmentDoc,
    "\n  fragment UserEmployment on CompanyEmployee {\n    id\n    code\n    name\n    isArchived\n    company {\n      id\n      code\n      name\n      hrEnabled\n    }\n    role {\n      ...EmployeeRoleFlags\n    }\n  }\n": types.UserEmploymentFragmentDoc,
    "\n  query HrUnreadMessages {\n    hrUnreadMessages\n  }\n": types.HrUnreadMessagesDocument,
    "\n  mutation CreateHrMessageFromOutbox($data: HrMessageCreateInput!) {\n    createHrMessage(data: $data) {\n      id\n    }\n  }\n": types.CreateHrMessageFromOutboxDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription)\n  }\n": types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": types.UnsubscribePushDocument,
    "\n  query Companies {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      hrEnabled\n    }\n  }\n": types.CompaniesDocument,
    "\n  query EmployeePlacement($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      company {\n        id\n      }\n    }\n  }\n": types.EmployeePlacementDocument,
    "\n  query Me {\n    me {\n      ...UserAccount\n      emailHash\n      employees(orderBy: [{ name: asc }]) {\n        ...UserEmployment\n        letter\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Signout {\n    signout\n  }\n": types.SignoutDocument,
    "\n  mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {\n    createHrSalary(data: $data) {\n      id\n    }\n  }\n": types.CreateHrSalaryUploadDocument,
    "\n  mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {\n    createHrSalaryWorkflow(data: $data) {\n      id\n    }\n  }\n": types.CreateHrSalaryWorkflowUploadDocument,
    "\n  mutation CreateHrSalaryWorkflowDocumentUpload($data: HrSalaryWorkflowDocumentCreateInput!) {\n    createHrSalaryWorkflowDocument(data: $data) {\n      id\n    }\n  }\n": types.CreateHrSalaryWorkflowDocumentUploadDocument,
    "\n  mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {\n    createAccountingDocument(data: $data) {\n      id\n    }\n  }\n": types.CreateAccountingDocumentUploadDocument,
    "\n  mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {\n    createHrDocument(data: $data) {\n      id\n    }\n  }\n": types.CreateHrDocumentUploadDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEvents($where: AuditEventWhereInput!, $take: Int!, $skip: Int!) {\n    auditEvents(where: $where, orderBy: [{ at: desc }], take: $take, skip: $skip) {\n      id\n      at\n      action\n      list\n      itemId\n      details\n      actor {\n        id\n        email\n      }\n      onBehalfOf {\n        id\n        email\n      }\n    }\n    auditEventsCount(where: $where)\n  }\n"): typeof import('./graphql').AuditEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditFilterOptions {\n    users(orderBy: [{ email: asc }], take: 2000) {\n      id\n      email\n    }\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n  }\n"): typeof import('./graphql').AuditFilterOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InspectUser($id: ID!, $take: Int!) {\n    user(where: { id: $id }) {\n      ...UserAccount\n      employees {\n        ...UserEmployment\n        isHiddenInHr\n      }\n    }\n    adminUserStagedUploads(userId: $id) {\n      count\n      devices\n      reportedAt\n    }\n    adminUserSessions(userId: $id, take: $take) {\n      id\n      startedAt\n      expiresAt\n      revokedAt\n      active\n      impersonatedBy\n    }\n    auditEvents(\n      where: { OR: [{ actor: { id: { equals: $id } } }, { onBehalfOf: { id: { equals: $id } } }] }\n      orderBy: [{ at: desc }]\n      take: $take\n    ) {\n      id\n      at\n      action\n      list\n      itemId\n      actor {\n        email\n      }\n      onBehalfOf {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').InspectUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InspectUserSearch($where: UserWhereInput!, $take: Int!) {\n    users(where: $where, orderBy: [{ name: asc }], take: $take) {\n      id\n      email\n      name\n    }\n  }\n"): typeof import('./graphql').InspectUserSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalConfig {\n    portalConfig {\n      managerUrl\n    }\n  }\n"): typeof import('./graphql').PortalConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecord($list: String!, $id: ID!) {\n    adminRecord(list: $list, id: $id) {\n      list\n      id\n      label\n      labelField\n      fields\n      relations {\n        field\n        items {\n          list\n          id\n          label\n          labelField\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecords($list: String!, $search: String, $take: Int!, $skip: Int!) {\n    adminRecords(list: $list, search: $search, take: $take, skip: $skip) {\n      count\n      items {\n        list\n        id\n        label\n        labelField\n      }\n    }\n  }\n"): typeof import('./graphql').AdminRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {\n    redeemUserMagicAuthToken(email: $email, token: $token) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').RedeemUserMagicAuthTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendUserMagicAuthLink($email: String!) {\n    sendUserMagicAuthLink(email: $email)\n  }\n"): typeof import('./graphql').SendUserMagicAuthLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCounts(\n    $employeeId: ID!\n    $companyId: ID!\n    $withEmployee: Boolean!\n    $withHrDocuments: Boolean!\n    $withFinance: Boolean!\n    $withTaxation: Boolean!\n    $withWorkflows: Boolean!\n    $withEmployees: Boolean!\n  ) {\n    salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)\n    hrDocuments: hrDocumentsCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withHrDocuments)\n    accountingDocuments: accountingDocumentsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withFinance)\n    taxDocuments: accountingDocumentsCount(\n      where: { company: { id: { equals: $companyId } }, type: { equals: tax } }\n    ) @include(if: $withTaxation)\n    salaryWorkflows: hrSalaryWorkflowsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withWorkflows)\n    # Active employees as src/domain/employees.ts defines them (isActiveEmployee): not archived.\n    employees: companyEmployeesCount(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n    ) @include(if: $withEmployees)\n  }\n"): typeof import('./graphql').DashboardCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HrDocumentActions($company: ID, $today: CalendarDay) {\n    hrDocumentActions(company: $company, today: $today) {\n      reason\n      expirationDate\n      employee {\n        id\n        name\n      }\n      type {\n        id\n        name\n        names {\n          fr\n          en\n          de\n          pt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HrDocumentActionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevOutbox {\n    devOutbox {\n      file\n      to\n      subject\n      text\n    }\n  }\n"): typeof import('./graphql').DevOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHrDocument($id: ID!) {\n    deleteHrDocuments(where: [{ id: $id }]) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteHrDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewHrDocument($id: ID!, $data: HrDocumentUpdateInput!) {\n    updateHrDocuments(data: [{ where: { id: $id }, data: $data }]) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReviewHrDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewFilters {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      name\n    }\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewInbox($where: HrDocumentWhereInput!, $orderBy: [HrDocumentOrderByInput!]!, $take: Int!, $skip: Int!) {\n    hrDocuments(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      createdAt\n      needsReview\n      requestedRemoval\n      removalReason\n      expirationDate\n      attachment {\n        filename\n        url\n      }\n      type {\n        id\n        name\n        names {\n          fr\n          en\n          de\n          pt\n        }\n      }\n      employee {\n        id\n        name\n        company {\n          id\n          name\n        }\n      }\n    }\n    hrDocumentsCount(where: $where)\n  }\n"): typeof import('./graphql').ReviewInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($data: CompanyEmployeeCreateInput!) {\n    createCompanyEmployee(data: $data) {\n      id\n      name\n      code\n    }\n  }\n"): typeof import('./graphql').CreateEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeList($where: CompanyEmployeeWhereInput!, $take: Int!, $skip: Int!) {\n    companyEmployees(where: $where, orderBy: [{ name: asc }], take: $take, skip: $skip) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      company {\n        id\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').EmployeeListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingDocumentsPage($where: AccountingDocumentWhereInput!, $take: Int!, $skip: Int!) {\n    accountingDocuments(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {\n      id\n      type\n      date\n      tag\n      createdAt\n      attachment {\n        filename\n        filesize\n        url\n      }\n      reading {\n        ...AccountingReadingDetails\n      }\n    }\n    accountingDocumentsCount(where: $where)\n  }\n"): typeof import('./graphql').AccountingDocumentsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingFacets($company: ID!, $type: AccountingDocumentTypeType) {\n    accountingDocumentFacets(company: $company, type: $type) {\n      tags\n      years\n    }\n  }\n"): typeof import('./graphql').AccountingFacetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyDetails($id: ID!) {\n    company(where: { id: $id }) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      personInChargeAccounting {\n        id\n        name\n        email\n        phone\n      }\n      personInChargeHumanResources {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n"): typeof import('./graphql').CompanyDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DownloadArchiveUrl($list: ArchiveList!, $ids: [ID!]!) {\n    downloadArchiveUrl(list: $list, ids: $ids)\n  }\n"): typeof import('./graphql').DownloadArchiveUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAccountingDocumentsSeen($company: ID!) {\n    markAccountingDocumentsSeen(company: $company)\n  }\n"): typeof import('./graphql').MarkAccountingDocumentsSeenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewAccountingDocuments {\n    newAccountingDocuments {\n      count\n      company {\n        id\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').NewAccountingDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountingEInvoicePartyFields on AccountingEInvoiceParty {\n    name\n    vatId\n    address {\n      lines\n      postalCode\n      city\n      subdivision\n      country\n    }\n  }\n"): typeof import('./graphql').AccountingEInvoicePartyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingEInvoice($file: String!) {\n    accountingEInvoice(file: $file) {\n      outcome\n      refusal\n      invoice {\n        format\n        kind\n        number\n        issueDate\n        dueDate\n        currency\n        supplier {\n          ...AccountingEInvoicePartyFields\n        }\n        buyer {\n          ...AccountingEInvoicePartyFields\n        }\n        lines {\n          id\n          name\n          description\n          quantity\n          unitCode\n          unitPrice\n          netAmount\n          vatRate\n        }\n        lineCount\n        vatBreakdown {\n          rate\n          taxable\n          tax\n        }\n        netAmount\n        vatAmount\n        totalAmount\n        amountDue\n        iban\n        paymentReference\n      }\n    }\n  }\n"): typeof import('./graphql').AccountingEInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmAccountingReading($document: ID!, $values: [AccountingFieldValueInput!]!) {\n    confirmAccountingReading(document: $document, values: $values) {\n      id\n    }\n  }\n"): typeof import('./graphql').ConfirmAccountingReadingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountingReadingDetails on AccountingReading {\n    status\n    method\n    format\n    fields {\n      name\n      value\n      source\n      confidence\n    }\n    vatLines {\n      rate\n      taxable\n      tax\n    }\n    differences {\n      field\n      xml\n      text\n    }\n    confirmed {\n      name\n      value\n    }\n    confirmedAt\n    duplicateOf {\n      id\n      attachment {\n        filename\n      }\n    }\n  }\n"): typeof import('./graphql').AccountingReadingDetailsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingDocumentsByReading($where: AccountingReadingsWhere!, $take: Int) {\n    accountingDocumentsByReading(where: $where, take: $take) {\n      id\n      type\n      attachment {\n        filename\n      }\n      reading {\n        ...AccountingReadingDetails\n      }\n    }\n  }\n"): typeof import('./graphql').AccountingDocumentsByReadingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeHrDocuments($employee: ID!) {\n    companyEmployee(where: { id: $employee }) {\n      id\n      name\n      settingHrDocumentsDisabled\n    }\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      documents(where: { employee: { id: { equals: $employee } } }, orderBy: [{ createdAt: desc }]) {\n        id\n        needsReview\n        requestedRemoval\n        removalReason\n        declined\n        declineReason\n        expirationDate\n        createdAt\n        replaces {\n          id\n        }\n        attachment {\n          filename\n          filesize\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EmployeeHrDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestHrDocumentRemoval($id: ID!, $requested: Boolean!, $reason: String) {\n    updateHrDocuments(data: [{ where: { id: $id }, data: { requestedRemoval: $requested, removalReason: $reason } }]) {\n      id\n      requestedRemoval\n    }\n  }\n"): typeof import('./graphql').RequestHrDocumentRemovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HrMessageInbox {\n    hrMessageThreads(take: 200) {\n      unread\n      lastMessageAt\n      employee {\n        id\n        name\n        company {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HrMessageInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkHrMessagesRead($employeeId: ID!) {\n    markHrMessagesRead(employee: { id: $employeeId })\n  }\n"): typeof import('./graphql').MarkHrMessagesReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HrMessageThread($employeeId: ID!) {\n    companyEmployee(where: { id: $employeeId }) {\n      id\n      name\n      hrUnReadChatMessages\n    }\n    hrMessages(where: { employee: { id: { equals: $employeeId } } }, orderBy: [{ createdAt: asc }], take: 500) {\n      id\n      body\n      authorName\n      isMine\n      uploadKey\n      createdAt\n      attachment {\n        filename\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').HrMessageThreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HrProfile($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      name\n      code\n      profileVersion\n      profileData\n      profileHistory {\n        id\n        data\n        changedByName\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').HrProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHrProfile($id: ID!, $data: JSON!, $expectedVersion: Int) {\n    updateHrProfile(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      error\n      message\n      code\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateHrProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccountUses {\n    myAccountUses(take: 20) {\n      id\n      byName\n      startedAt\n      endedAt\n    }\n  }\n"): typeof import('./graphql').MyAccountUsesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpersonationCandidates($where: UserWhereInput!, $take: Int!) {\n    users(where: $where, orderBy: [{ name: asc }], take: $take) {\n      id\n      email\n      name\n      role {\n        canAccessAllCompanies\n        canSignInToApp\n      }\n      employees {\n        id\n        code\n        company {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ImpersonationCandidatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentImpersonation {\n    currentImpersonation {\n      actorName\n      actorEmail\n      userName\n      userEmail\n      startedAt\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CurrentImpersonationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartImpersonation($userId: ID!, $reason: String!) {\n    startImpersonation(userId: $userId, reason: $reason) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n          email\n          name\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').StartImpersonationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopImpersonation {\n    stopImpersonation\n  }\n"): typeof import('./graphql').StopImpersonationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfileLanguage($language: String!) {\n    updateMyProfileLanguage(language: $language) {\n      status\n    }\n  }\n"): typeof import('./graphql').UpdateMyProfileLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerCompanies($where: CompanyWhereInput!, $orderBy: [CompanyOrderByInput!]!, $take: Int, $skip: Int!) {\n    companies(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      hrEnabled\n      isArchived\n      version\n    }\n    companiesCount(where: $where)\n  }\n"): typeof import('./graphql').ManagerCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerCompany($id: ID!) {\n    company(where: { id: $id }) {\n      id\n      code\n      name\n      taxId\n      rcsId\n      vatId\n      naceId\n      hrEnabled\n      isArchived\n      version\n      personInChargeAccounting {\n        email\n      }\n      personInChargeHumanResources {\n        email\n      }\n      employees(orderBy: [{ name: asc }], take: 200) {\n        id\n        code\n        name\n        isArchived\n      }\n    }\n    staff: users(orderBy: [{ email: asc }], take: 500) {\n      id\n      email\n      name\n      role {\n        canAccessAllCompanies\n        canManageHumanResources\n        canManageAccounting\n        canManageTaxation\n      }\n    }\n  }\n"): typeof import('./graphql').ManagerCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($data: CompanyCreateInput!) {\n    createCompany(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrDocumentType($data: HrDocumentTypeCreateInput!) {\n    createHrDocumentType(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateHrDocumentTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateManagerEmployee($name: String!, $companyId: ID!) {\n    createCompanyEmployee(data: { name: $name, company: { connect: { id: $companyId } } }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateManagerEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($data: UserCreateInput!) {\n    createUser(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompany($id: ID!) {\n    deleteCompany(where: { id: $id }) {\n      id\n      isArchived\n    }\n  }\n"): typeof import('./graphql').DeleteCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHrDocumentType($id: ID!) {\n    deleteHrDocumentType(where: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteHrDocumentTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(where: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerDocumentType($id: ID!) {\n    hrDocumentType(where: { id: $id }) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      version\n      documentsCount\n    }\n  }\n"): typeof import('./graphql').ManagerDocumentTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerDocumentTypes($where: HrDocumentTypeWhereInput!, $orderBy: [HrDocumentTypeOrderByInput!]!, $take: Int, $skip: Int!) {\n    hrDocumentTypes(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      isRequired\n      expirationDateType\n      appShowExpiringInfoInDays\n      manualOrder\n      version\n      documentsCount\n    }\n    hrDocumentTypesCount(where: $where)\n  }\n"): typeof import('./graphql').ManagerDocumentTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerEmployee($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      hrDocumentNotification\n      settingWantsSalaryWorkflowNotification\n      settingWantsAccountingNotification\n      settingWantsHRSalariesNotification\n      settingHrDocumentsDisabled\n      version\n      role {\n        ...EmployeeRoleFlags\n      }\n      company {\n        id\n        code\n        name\n      }\n      user {\n        id\n        email\n      }\n    }\n    users(orderBy: [{ email: asc }], take: 2000) {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').ManagerEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerEmployees($where: CompanyEmployeeWhereInput!, $orderBy: [CompanyEmployeeOrderByInput!]!, $take: Int, $skip: Int!) {\n    companyEmployees(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      id\n      code\n      name\n      jobDescription\n      isArchived\n      isHiddenInHr\n      hrDocumentNotification\n      settingHrDocumentsDisabled\n      version\n      company {\n        code\n      }\n      user {\n        email\n      }\n    }\n    companyEmployeesCount(where: $where)\n  }\n"): typeof import('./graphql').ManagerEmployeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderHrDocumentTypes($data: [HrDocumentTypeUpdateArgs!]!) {\n    updateHrDocumentTypes(data: $data) {\n      id\n      manualOrder\n    }\n  }\n"): typeof import('./graphql').ReorderHrDocumentTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($id: ID!, $data: CompanyUpdateInput!) {\n    updateCompany(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHrDocumentType($id: ID!, $data: HrDocumentTypeUpdateInput!) {\n    updateHrDocumentType(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateHrDocumentTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyEmployee($id: ID!, $data: CompanyEmployeeUpdateInput!) {\n    updateCompanyEmployee(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateCompanyEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {\n    updateUser(where: { id: $id }, data: $data) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerUser($id: ID!) {\n    user(where: { id: $id }) {\n      ...UserAccount\n      version\n      employees(orderBy: [{ name: asc }]) {\n        id\n        code\n        name\n        company {\n          code\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ManagerUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerUsers($where: UserWhereInput!, $orderBy: [UserOrderByInput!]!, $take: Int, $skip: Int!) {\n    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {\n      ...UserAccount\n      version\n    }\n    usersCount(where: $where)\n  }\n"): typeof import('./graphql').ManagerUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      expiresAt\n      current\n      startedBySupport\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): typeof import('./graphql').SignOutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n"): typeof import('./graphql').MarkNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): typeof import('./graphql').MarkAllNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotifications($take: Int!) {\n    myNotifications(take: $take) {\n      id\n      kind\n      path\n      createdAt\n      readAt\n      employeeName\n      companyName\n      period\n      documentType\n      authorName\n      days\n    }\n  }\n"): typeof import('./graphql').MyNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUnreadNotificationsCount {\n    myUnreadNotificationsCount\n  }\n"): typeof import('./graphql').MyUnreadNotificationsCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings($employeeId: ID!, $withEmployee: Boolean!) {\n    myNotificationDigest\n    companyEmployee(where: { id: $employeeId }) @include(if: $withEmployee) {\n      id\n      settingWantsHRSalariesNotification\n      settingWantsSalaryWorkflowNotification\n      settingWantsAccountingNotification\n      hrDocumentNotification\n    }\n  }\n"): typeof import('./graphql').NotificationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($employeeId: ID!, $data: NotificationSettingsInput!) {\n    updateNotificationSettings(employee: { id: $employeeId }, data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateNotificationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyNotificationDigest($digest: NotificationDigestType!) {\n    updateMyNotificationDigest(digest: $digest)\n  }\n"): typeof import('./graphql').UpdateMyNotificationDigestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSalaryControlDocument($id: ID!) {\n    deleteHrSalaryWorkflowDocument(where: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteSalaryControlDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplySalaryControlDocument($data: HrSalaryWorkflowDocumentCreateInput!) {\n    createHrSalaryWorkflowDocument(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReplySalaryControlDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewSalaryControlDocument($id: ID!, $data: HrSalaryWorkflowDocumentUpdateInput!) {\n    updateHrSalaryWorkflowDocument(where: { id: $id }, data: $data) {\n      id\n      status\n      version\n    }\n  }\n"): typeof import('./graphql').ReviewSalaryControlDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalaryControlWorkflow($id: ID!) {\n    hrSalaryWorkflow(where: { id: $id }) {\n      id\n      date\n      status\n      createdAt\n      createdByName\n      releasedAt\n      releasedByName\n      reopenedAt\n      company {\n        id\n        code\n        name\n      }\n      documents(orderBy: [{ createdAt: asc }]) {\n        id\n        status\n        feedback\n        feedbackFg\n        version\n        createdAt\n        createdByName\n        reviewedAt\n        reviewedByName\n        replaces {\n          id\n        }\n        document {\n          filename\n          filesize\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SalaryControlWorkflowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalaryControlWorkflows($where: HrSalaryWorkflowWhereInput!, $take: Int!, $skip: Int!) {\n    hrSalaryWorkflows(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {\n      id\n      date\n      status\n      createdAt\n      createdByName\n      releasedAt\n      reopenedAt\n      documentsCount\n      company {\n        id\n        code\n        name\n      }\n    }\n    hrSalaryWorkflowsCount(where: $where)\n  }\n"): typeof import('./graphql').SalaryControlWorkflowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyEmployeeChoices($companyId: ID!) {\n    companyEmployees(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n      orderBy: [{ name: asc }]\n    ) {\n      id\n      code\n      name\n    }\n  }\n"): typeof import('./graphql').CompanyEmployeeChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeSearch($search: String!, $take: Int!) {\n    companyEmployees(\n      where: {\n        isHiddenInHr: { equals: false }\n        OR: [{ name: { contains: $search, mode: insensitive } }, { code: { startsWith: $search } }]\n      }\n      orderBy: [{ name: asc }]\n      take: $take\n    ) {\n      id\n      code\n      name\n      company {\n        id\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').EmployeeSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingDuplicates($where: AccountingDocumentWhereInput!) {\n    accountingDocuments(where: $where) {\n      id\n      attachmentSha256\n      company {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').AccountingDuplicatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingTagSuggestions($company: ID!) {\n    accountingDocumentFacets(company: $company) {\n      tags\n    }\n  }\n"): typeof import('./graphql').AccountingTagSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HrDocumentUploadTypes {\n    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {\n      id\n      name\n      names {\n        fr\n        en\n        de\n        pt\n      }\n      expirationDateType\n    }\n  }\n"): typeof import('./graphql').HrDocumentUploadTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthSlips($companyIds: [ID!]!, $dates: [CalendarDay!]!) {\n    hrSalaries(where: { type: { equals: slip }, date: { in: $dates }, employee: { company: { id: { in: $companyIds } } } }) {\n      date\n      employee {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MonthSlipsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeSalaries($employee: ID!) {\n    hrSalaries(where: { employee: { id: { equals: $employee } } }, orderBy: [{ date: desc }]) {\n      id\n      date\n      type\n      firstSeenAt\n      attachment {\n        filename\n        filesize\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').EmployeeSalariesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalaryArchive($ids: [ID!]!, $list: ArchiveList!) {\n    downloadArchiveUrl(ids: $ids, list: $list)\n  }\n"): typeof import('./graphql').SalaryArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalaryDuplicates($where: HrSalaryWhereInput!) {\n    hrSalaries(where: $where) {\n      id\n      date\n      type\n      employee {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SalaryDuplicatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadDirectory {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n    companyEmployees(where: { isArchived: { equals: false } }, orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      isHiddenInHr\n      company {\n        id\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').UploadDirectoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {\n    hrSalaryWorkflows(where: $where) {\n      id\n      date\n      company {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').WorkflowDuplicatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayrollSplitProfiles {\n    companyEmployees(where: { isArchived: { equals: false } }) {\n      id\n      profileData\n    }\n  }\n"): typeof import('./graphql').PayrollSplitProfilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportStagedUploads($device: String!, $count: Int!) {\n    reportStagedUploads(device: $device, count: $count)\n  }\n"): typeof import('./graphql').ReportStagedUploadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRoleFlags on UserRole {\n    canAccessKeystone\n    canSignInToApp\n    canManageAccounts\n    canManageRoles\n    canManageAccounting\n    canManageTaxation\n    canManageHumanResources\n    canAccessAllCompanies\n    canRemoveSalaryWorkflowDocument\n    canCreateContracts\n  }\n"): typeof import('./graphql').UserRoleFlagsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeeRoleFlags on EmployeeRole {\n    canAccessFinance\n    canAccessTaxation\n    canManageHumanResources\n    canAccessSalaryWorkflow\n    canAccessCompanyCodes\n    canAccessCompanyContacts\n  }\n"): typeof import('./graphql').EmployeeRoleFlagsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserAccount on User {\n    id\n    email\n    name\n    language\n    role {\n      ...UserRoleFlags\n    }\n  }\n"): typeof import('./graphql').UserAccountFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserEmployment on CompanyEmployee {\n    id\n    code\n    name\n    isArchived\n    company {\n      id\n      code\n      name\n      hrEnabled\n    }\n    role {\n      ...EmployeeRoleFlags\n    }\n  }\n"): typeof import('./graphql').UserEmploymentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HrUnreadMessages {\n    hrUnreadMessages\n  }\n"): typeof import('./graphql').HrUnreadMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrMessageFromOutbox($data: HrMessageCreateInput!) {\n    createHrMessage(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateHrMessageFromOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): typeof import('./graphql').PushPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription)\n  }\n"): typeof import('./graphql').SubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"): typeof import('./graphql').UnsubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      hrEnabled\n    }\n  }\n"): typeof import('./graphql').CompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeePlacement($id: ID!) {\n    companyEmployee(where: { id: $id }) {\n      id\n      company {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').EmployeePlacementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserAccount\n      emailHash\n      employees(orderBy: [{ name: asc }]) {\n        ...UserEmployment\n        letter\n      }\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signout {\n    signout\n  }\n"): typeof import('./graphql').SignoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {\n    createHrSalary(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateHrSalaryUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {\n    createHrSalaryWorkflow(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateHrSalaryWorkflowUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrSalaryWorkflowDocumentUpload($data: HrSalaryWorkflowDocumentCreateInput!) {\n    createHrSalaryWorkflowDocument(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateHrSalaryWorkflowDocumentUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {\n    createAccountingDocument(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateAccountingDocumentUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {\n    createHrDocument(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateHrDocumentUploadDocument;


export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}
