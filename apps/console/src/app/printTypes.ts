// Every module's print types, registered when the print page loads (not in any first bundle).
import '../features/messages/print';
import '../features/device/print';
import '../features/purchasing/print';
import '../features/repair/print';
import '../features/schedule/print';
import '../features/spare/print';
