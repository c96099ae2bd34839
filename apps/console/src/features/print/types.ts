// Every module's print types, registered when the print page loads (not in any first bundle).
import '../messages/print';
import '../device/print';
